import { IncidentIdParams, RecordkeepingView, routePattern, routes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { incidentForViewer } from '../incident-viewer.ts';
import { recordkeepingOf } from '@hs/read-models/osha-cases/queries';
import type { QueryApiDeps } from '../deps.ts';
import { recordAccess } from '../access-log/record-access.ts';

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
      await incidentForViewer(deps.pool, request, request.params.id);
      const decision = await recordkeepingOf(deps.pool, request.params.id);
      recordAccess(deps, request, 'recordkeeping-decision', request.params.id);
      return decision;
    },
  );
};
