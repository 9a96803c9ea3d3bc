import {
  IncidentAsOfQuery,
  IncidentAudit,
  IncidentHistory,
  IncidentIdParams,
  IncidentSummary,
  IncidentView,
  ListIncidentsQuery,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_KIND_HEADER,
  routes,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import {
  fieldsChangedSince,
  incidentAsOf,
  incidentHistory,
} from '../read-models/incident-history.read-model.ts';
import { findIncident, listIncidents } from '../read-models/incidents.read-model.ts';
import { incidentAudit } from '../read-models/incident-audit.ts';
import type { QueryApiDeps } from '../query-api.ts';

const notFound = (id: string) => new HttpProblem(404, 'Incident not found', `No incident with id ${id}.`);

export const incidentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  // One projection writes the incidents and their history (the detail is the history's newest snapshot).
  const consistent = waitForConsistency(deps.tracker, ['incidents'], deps.consistencyWaitMs);

  app.get(
    routes.incidents,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary:
          'Incidents, newest first; filter by status and severity, search text. Headers: X-Total-Count ' +
          '(X-Total-Count-Kind exact or estimate), X-Next-Cursor (send as cursor for the next page)',
        querystring: ListIncidentsQuery,
        response: { 200: z.array(IncidentSummary) },
      },
    },
    async (request, reply) => {
      const page = await listIncidents(deps.pool, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total.count));
      reply.header(TOTAL_COUNT_KIND_HEADER, page.total.exact ? 'exact' : 'estimate');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/incidents/:id',
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary: 'One incident with every field; with asOf or asOfVersion, as it stood then',
        params: IncidentIdParams,
        querystring: IncidentAsOfQuery,
        response: { 200: IncidentView },
      },
    },
    async (request) => {
      const current = await findIncident(deps.pool, request.params.id);
      if (!current) throw notFound(request.params.id);
      const { asOf, asOfVersion } = request.query;
      if (!asOf && !asOfVersion) return { ...current, asOf: null, changedSince: [] };
      const past = await incidentAsOf(deps.pool, request.params.id, { version: asOfVersion, time: asOf });
      if (!past)
        throw new HttpProblem(404, 'Not yet reported', 'The incident had not been reported at that time.');
      return {
        ...past.detail,
        asOf: { version: past.version, recordedAt: past.recordedAt },
        changedSince: fieldsChangedSince(past.detail, current),
      };
    },
  );

  app.get(
    '/api/incidents/:id/history',
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['incidents'],
        summary: 'Every event of an incident with its author and time (status timeline, time travel)',
        params: IncidentIdParams,
        response: { 200: IncidentHistory },
      },
    },
    async (request) => {
      const current = await findIncident(deps.pool, request.params.id);
      if (!current) throw notFound(request.params.id);
      return {
        incidentId: current.id,
        reportNumber: current.reportNumber,
        entries: await incidentHistory(deps.pool, current.id),
      };
    },
  );

  app.get(
    '/api/incidents/:id/audit',
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
      reply.header('content-disposition', `attachment; filename="incident-${request.params.id}-audit.json"`);
      return audit;
    },
  );
};
