import { IncidentIdParams, RecordkeepingView, routePattern, routes } from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { incidentViewerOf } from '../incident-viewer.ts';
import { findIncident } from '@hs/read-models/incidents/queries';
import { recordkeepingOf } from '@hs/read-models/osha-cases/queries';
import type { QueryApiDeps } from '../deps.ts';

export const recordkeepingQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    routePattern(routes.incidentRecordkeeping, ':id'),
    {
      config: { access: 'officer' },
      preHandler: waitForConsistency(deps.tracker, ['incidents', 'osha-cases'], deps.consistencyWaitMs),
      schema: {
        tags: ['recordkeeping'],
        summary:
          "An incident's OSHA recordkeeping decision and its history (who, when, why, what changed). " +
          'Medical details: safety officers and admins only',
        params: IncidentIdParams,
        response: { 200: RecordkeepingView },
      },
    },
    async (request) => {
      const found = await findIncident(
        deps.pool,
        request.params.id,
        await incidentViewerOf(deps.pool, request),
      );
      if (!found)
        throw new HttpProblem(404, 'Incident not found', `No incident with id ${request.params.id}.`);
      return recordkeepingOf(deps.pool, request.params.id);
    },
  );
};
