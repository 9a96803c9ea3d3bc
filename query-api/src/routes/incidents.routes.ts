import {
  IncidentAsOfQuery,
  IncidentAudit,
  IncidentHistory,
  IncidentIdParams,
  IncidentOrSummary,
  IncidentSummary,
  type IncidentDetail,
  type IncidentSummaryView,
  ListIncidentsQuery,
  NEXT_CURSOR_HEADER,
  PossibleDuplicate,
  PossibleDuplicatesQuery,
  ReporterProfile,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_KIND_HEADER,
  routes,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import { fieldsChangedSince, incidentAsOf, incidentHistory } from '@hs/read-models/incidents/history.queries';
import { listIncidents } from '@hs/read-models/incidents/queries';
import { incidentForViewer, incidentViewerOf } from '../incident-viewer.ts';
import { incidentAudit } from '../read-models/incident-audit.ts';
import { attachmentsByVersion, reportAttachments } from '@hs/read-models/attachments/queries';
import { possibleDuplicates, reporterProfile } from '../read-models/reporting.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';
import { recordAccess } from '../access-log/record-access.ts';

const notFound = (id: string) => new HttpProblem(404, 'Incident not found', `No incident with id ${id}.`);

/** What a reader who may not see the incident whole gets (contracts IncidentSummaryView). */
const summaryOf = (d: IncidentDetail): IncidentSummaryView => ({
  id: d.id,
  reportNumber: d.reportNumber,
  type: d.type,
  location: d.location,
  date: d.date,
  ...(d.dateAsReported === undefined ? {} : { dateAsReported: d.dateAsReported }),
  status: d.status,
  disposition: d.disposition,
  summaryOnly: true,
});

export const incidentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  // One projection writes the incidents and their history (the detail is the history's newest snapshot).
  const consistent = waitForConsistency(deps.tracker, ['incidents', 'attachments'], deps.consistencyWaitMs);

  app.get(
    routes.incidents,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary:
          'Incidents, newest first; filter by status and severity, search text, openActions=true (with corrective actions not verified), ' +
          'from/to (days it happened on, site time zone, both included), type, location, establishment, company and department. Those the reader neither ' +
          'reported nor reviews come as summaries (summaryOnly). Headers: X-Total-Count (X-Total-Count-Kind ' +
          'exact or estimate), X-Next-Cursor (send as cursor for the next page)',
        querystring: ListIncidentsQuery,
        response: { 200: z.array(IncidentSummary) },
      },
    },
    async (request, reply) => {
      const page = await listIncidents(
        deps.pool,
        { ...request.query, timeZone: deps.site.timeZone },
        await incidentViewerOf(deps.pool, request),
      );
      reply.header(TOTAL_COUNT_HEADER, String(page.total.count));
      reply.header(TOTAL_COUNT_KIND_HEADER, page.total.exact ? 'exact' : 'estimate');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    routes.reporterProfile,
    {
      config: { access: 'user' },
      preHandler: waitForConsistency(deps.tracker, ['employees', 'establishments'], deps.consistencyWaitMs),
      schema: {
        tags: ['incidents'],
        summary:
          'The signed-in reporter as the records know them: name, department, position, the supervisors ' +
          'told of their reports (the one on their record, else their department’s) and home establishment',
        response: { 200: ReporterProfile },
      },
    },
    async (request) => {
      const profile = await reporterProfile(deps.pool, request.user!.userId);
      if (!profile) throw new HttpProblem(404, 'Employee not found', 'Your employee record was not found.');
      return profile;
    },
  );

  app.get(
    routes.possibleDuplicates,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary:
          'The signed-in user’s own reports of the last 24 hours with the same date, type and location ' +
          '(without case or surrounding spaces), newest first: shown before a report is submitted',
        querystring: PossibleDuplicatesQuery,
        response: { 200: z.array(PossibleDuplicate) },
      },
    },
    async (request) => possibleDuplicates(deps.pool, request.user!.userId, request.query, deps.now()),
  );

  app.get(
    routePattern(routes.incident, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary:
          'One incident with every field; with asOf or asOfVersion, as it stood then. ' +
          'Its summary only (summaryOnly) to readers who neither reported nor review it',
        params: IncidentIdParams,
        querystring: IncidentAsOfQuery,
        response: { 200: IncidentOrSummary },
      },
    },
    async (request) => {
      const found = await incidentForViewer(deps.pool, request, request.params.id);
      if (!found.whole) return summaryOf(found.detail);
      const current = found.detail;
      // The whole incident holds the injury and medical answers: who opened it is answerable.
      recordAccess(deps, request, 'incident-details', request.params.id);
      const { asOf, asOfVersion } = request.query;
      const mayReview = found.reviews;
      const attachments = await reportAttachments(deps.pool, request.params.id);
      if (!asOf && !asOfVersion) return { ...current, asOf: null, changedSince: [], mayReview, attachments };
      const past = await incidentAsOf(deps.pool, request.params.id, { version: asOfVersion, time: asOf });
      if (!past)
        throw new HttpProblem(404, 'Not yet reported', 'The incident had not been reported at that time.');
      return {
        ...past.detail,
        asOf: { version: past.version, recordedAt: past.recordedAt },
        changedSince: fieldsChangedSince(past.detail, current),
        mayReview,
        attachments,
      };
    },
  );

  app.get(
    routePattern(routes.incidentHistory, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary:
          'Every event of an incident with its author and time (status timeline, time travel); ' +
          'for its reporter and reviewers only',
        params: IncidentIdParams,
        response: { 200: IncidentHistory },
      },
    },
    async (request) => {
      const found = await incidentForViewer(deps.pool, request, request.params.id);
      if (!found.whole)
        throw new HttpProblem(403, 'Forbidden', "This incident's history is for its reporter and reviewers.");
      const current = found.detail;
      const [entries, files] = await Promise.all([
        incidentHistory(deps.pool, current.id),
        attachmentsByVersion(deps.pool, current.id),
      ]);
      return {
        incidentId: current.id,
        reportNumber: current.reportNumber,
        entries: entries.map((entry) => ({ ...entry, attachments: files.get(entry.version) ?? [] })),
      };
    },
  );

  app.get(
    routePattern(routes.incidentAudit, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: "The incident's events exactly as stored, with metadata and hashes, for offline checking",
        params: IncidentIdParams,
        response: { 200: IncidentAudit },
      },
    },
    async (request, reply) => {
      const audit = await incidentAudit(deps.store, request.params.id);
      if (audit.events.length === 0) throw notFound(request.params.id);
      recordAccess(deps, request, 'incident-audit-export', request.params.id);
      reply.header('content-disposition', `attachment; filename="incident-${request.params.id}-audit.json"`);
      return audit;
    },
  );
};
