import {
  Establishment,
  EstablishmentIdParams,
  EstablishmentList,
  establishmentRoutes,
  UnassignedIncidentList,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import {
  findEstablishment,
  incidentsWithoutEstablishment,
  listEstablishments,
} from '../read-models/establishments.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** Readable by every signed-in user: the incident report form offers the establishments. */
export const establishmentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(deps.tracker, ['establishments'], deps.consistencyWaitMs);

  app.get(
    establishmentRoutes.establishments,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['establishments'],
        summary: 'Every establishment with its yearly figures, newest year first',
        response: { 200: EstablishmentList },
      },
    },
    async () => ({ establishments: await listEstablishments(deps.pool) }),
  );

  app.get(
    routePattern(establishmentRoutes.establishment, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['establishments'],
        summary: 'One establishment with its yearly figures',
        params: EstablishmentIdParams,
        response: { 200: Establishment },
      },
    },
    async (request) => {
      const found = await findEstablishment(deps.pool, request.params.id);
      if (!found) throw new HttpProblem(404, 'Establishment not found', 'No establishment has this id.');
      return found;
    },
  );

  app.get(
    establishmentRoutes.unassignedIncidents,
    {
      config: { access: 'admin' },
      preHandler: waitForConsistency(deps.tracker, ['incidents'], deps.consistencyWaitMs),
      schema: {
        tags: ['establishments'],
        summary: 'Incidents not yet filed under an establishment, newest first (at most 200)',
        response: { 200: UnassignedIncidentList },
      },
    },
    async () => ({ incidents: await incidentsWithoutEstablishment(deps.pool) }),
  );
};
