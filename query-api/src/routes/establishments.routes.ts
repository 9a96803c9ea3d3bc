import {
  EstablishmentAnswer,
  EstablishmentIdParams,
  EstablishmentList,
  establishmentRoutes,
  UnassignedIncidentList,
  routePattern,
} from '@hs/contracts';
import { HttpProblem, roleAllows } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import {
  findEstablishment,
  incidentsWithoutEstablishment,
  listEstablishments,
  listingOf,
} from '@hs/read-models/establishments/queries';
import type { QueryApiDeps } from '../deps.ts';

/**
 * The EIN, industry, employees and hours are the safety team's (the roles table of docs/product.md);
 * everyone else gets the name and address that pickers need.
 */
const shownTo = (request: FastifyRequest) =>
  roleAllows('officer', request.user!.role) ? <T>(e: T) => e : listingOf;

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
        summary:
          'Every establishment: with its EIN, industry and yearly figures (newest year first) for safety officers and admins, ' +
          'its name and address for everyone else',
        response: { 200: EstablishmentList },
      },
    },
    async (request) => ({ establishments: (await listEstablishments(deps.pool)).map(shownTo(request)) }),
  );

  app.get(
    routePattern(establishmentRoutes.establishment, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['establishments'],
        summary:
          'One establishment: with its EIN, industry and yearly figures for safety officers and admins, its name and address for everyone else',
        params: EstablishmentIdParams,
        response: { 200: EstablishmentAnswer },
      },
    },
    async (request) => {
      const found = await findEstablishment(deps.pool, request.params.id);
      if (!found) throw new HttpProblem(404, 'Establishment not found', 'No establishment has this id.');
      return shownTo(request)(found);
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
