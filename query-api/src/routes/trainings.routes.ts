import {
  ComplianceQuery,
  ComplianceSummary,
  CurrentMetrics,
  MetricsQuery,
  Training,
  trainingRoutes,
  UserIdParams,
  UserTraining,
  routePattern,
} from '@hs/contracts';
import { assertSelfOrAdmin } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import { complianceSummary, currentMetrics } from '../read-models/metrics.read-model.ts';
import { monthEndOrToday } from '../read-models/periods.ts';
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
    trainingRoutes.metrics,
    {
      config: user,
      preHandler: consistent('incidents', 'compliance', 'documents', 'work', 'inspections'),
      schema: {
        tags: ['metrics'],
        summary: 'A period’s incidents and near misses, and its compliance figures',
        querystring: MetricsQuery,
        response: { 200: CurrentMetrics },
      },
    },
    async (request) =>
      currentMetrics(pool, request.query.period, deps.today(), deps.site.timeZone, deps.now()),
  );
  app.get(
    trainingRoutes.compliance,
    {
      config: user,
      preHandler: consistent('compliance', 'documents', 'work', 'inspections'),
      schema: {
        tags: ['metrics'],
        summary: 'Figures of the Compliance Management page, for the current or a past month',
        querystring: ComplianceQuery,
        response: { 200: ComplianceSummary },
      },
    },
    async (request) =>
      complianceSummary(
        pool,
        monthEndOrToday(request.query.month, deps.today()),
        deps.site.timeZone,
        deps.now(),
      ),
  );
};
