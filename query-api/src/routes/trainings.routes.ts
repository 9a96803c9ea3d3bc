import {
  AttendanceSheet,
  ComplianceQuery,
  ComplianceSummary,
  CurrentMetrics,
  MetricsQuery,
  type MetricsPeriod,
  Training,
  trainingRoutes,
  UserIdParams,
  UserTraining,
  routePattern,
  TrainingIdParams,
} from '@hs/contracts';
import { assertSelfOrAdmin, HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import { csvText, sendCsv } from '../http/csv.ts';
import {
  complianceCsvRows,
  figureColumns,
  figureNumbers,
  metricsCsvRows,
} from '../read-models/compliance.csv.ts';
import { complianceSummary, currentMetrics } from '../read-models/metrics.read-model.ts';
import { monthEndOrToday } from '../read-models/periods.ts';
import { attendanceSheet } from '@hs/read-models/trainings/attendance';
import { listTrainings, trainingsOfUser, upcomingTrainings } from '@hs/read-models/trainings/queries';
import type { QueryApiDeps } from '../deps.ts';

export const trainingQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = (...readModels: string[]) =>
    waitForConsistency(deps.tracker, readModels, deps.consistencyWaitMs);
  const user = { access: 'user' as const };

  app.get(
    trainingRoutes.trainings,
    {
      config: user,
      preHandler: consistent('trainings'),
      schema: {
        tags: ['trainings'],
        summary: 'The training catalogue',
        response: { 200: z.array(Training) },
      },
    },
    async () => listTrainings(pool),
  );
  app.get(
    trainingRoutes.upcoming,
    {
      config: user,
      preHandler: consistent('trainings'),
      schema: {
        tags: ['trainings'],
        summary: 'Dated sessions from today on, soonest first',
        response: { 200: z.array(Training) },
      },
    },
    async () => upcomingTrainings(pool, deps.today()),
  );
  app.get(
    routePattern(trainingRoutes.userTrainings, ':userId'),
    {
      config: user,
      preHandler: consistent('trainings'),
      schema: {
        tags: ['trainings'],
        summary: "A user's registrations and completions (self or admin)",
        params: UserIdParams,
        response: { 200: z.array(UserTraining) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return trainingsOfUser(pool, request.params.userId);
    },
  );
  app.get(
    routePattern(trainingRoutes.attendance, ':id'),
    {
      // The safety team keeps the sheet (there is no instructor role).
      config: { access: 'officer' },
      preHandler: consistent('trainings'),
      schema: {
        tags: ['trainings'],
        summary: 'The attendance sheet of a session: everyone registered, present, absent or not marked',
        params: TrainingIdParams,
        response: { 200: AttendanceSheet },
      },
    },
    async (request) => {
      const sheet = await attendanceSheet(pool, request.params.id, deps.now(), deps.site.timeZone);
      if (!sheet) throw new HttpProblem(404, 'Training not found', 'No such training.');
      return sheet;
    },
  );
  // The CSV downloads read the same figures as the pages' GETs, under the same access rule.
  const metricsOf = (period: MetricsPeriod) =>
    currentMetrics(pool, period, deps.today(), deps.site.timeZone, deps.now());
  const summaryOf = (month: string | undefined) =>
    complianceSummary(pool, monthEndOrToday(month, deps.today()), deps.site.timeZone, deps.now());
  const metricsRead = {
    config: user,
    preHandler: consistent('incidents', 'compliance', 'documents', 'work', 'inspections'),
  };
  const complianceRead = {
    config: user,
    preHandler: consistent('compliance', 'documents', 'work', 'inspections'),
  };

  app.get(
    trainingRoutes.metrics,
    {
      ...metricsRead,
      schema: {
        tags: ['metrics'],
        summary: 'A period’s incidents and near misses, and its compliance figures',
        querystring: MetricsQuery,
        response: { 200: CurrentMetrics },
      },
    },
    async (request) => metricsOf(request.query.period),
  );
  app.get(
    trainingRoutes.metricsCsv,
    {
      ...metricsRead,
      schema: {
        tags: ['metrics'],
        summary: 'The dashboard’s Safety Metrics Overview as CSV, for the same period',
        querystring: MetricsQuery,
      },
    },
    async (request, reply) => {
      const metrics = await metricsOf(request.query.period);
      const csv = csvText(figureColumns, metricsCsvRows(metrics), figureNumbers);
      return sendCsv(reply, `safety-metrics-${metrics.from}-to-${metrics.to}.csv`, csv);
    },
  );
  app.get(
    trainingRoutes.compliance,
    {
      ...complianceRead,
      schema: {
        tags: ['metrics'],
        summary: 'Figures of the Compliance Management page, for the current or a past month',
        querystring: ComplianceQuery,
        response: { 200: ComplianceSummary },
      },
    },
    async (request) => summaryOf(request.query.month),
  );
  app.get(
    trainingRoutes.complianceCsv,
    {
      ...complianceRead,
      schema: {
        tags: ['metrics'],
        summary: 'The Compliance Management page’s figures as CSV, for the same month',
        querystring: ComplianceQuery,
      },
    },
    async (request, reply) => {
      const summary = await summaryOf(request.query.month);
      const csv = csvText(figureColumns, complianceCsvRows(summary), figureNumbers);
      return sendCsv(reply, `compliance-${summary.compliance.asOf.slice(0, 7)}.csv`, csv);
    },
  );
};
