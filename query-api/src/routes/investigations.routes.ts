import {
  IncidentIdParams,
  IncidentInvestigation,
  InvestigationList,
  investigationRoutes as paths,
  ListInvestigationsQuery,
  RiskMatrix,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  investigationOfIncident,
  listInvestigations,
  riskMatrixInForce,
} from '@hs/read-models/investigations/queries';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { incidentViewerOf } from '../incident-viewer.ts';

const tags = ['investigations'];

/** Investigations: one incident's, the list this user may see, and the risk matrix in force. */
export const investigationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // The incident decides who reviews it; the actions read model holds what answers each cause.
  const consistent = waitForConsistency(
    deps.tracker,
    ['investigations', 'incidents', 'correctiveActions', 'employees'],
    deps.consistencyWaitMs,
  );

  app.get(
    routePattern(paths.investigation, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          "An incident's investigation: its team and the safety team see it whole; the incident's supervisors " +
          'see it with statements null; others 403. None started: null, and whether this user may start it',
        params: IncidentIdParams,
        response: { 200: IncidentInvestigation },
      },
    },
    async (request) => {
      const found = await investigationOfIncident(
        pool,
        request.params.id,
        await incidentViewerOf(pool, request),
        deps.now(),
      );
      if (found === 'no-incident')
        throw new HttpProblem(404, 'Incident not found', `No incident with id ${request.params.id}.`);
      if (found === 'forbidden')
        throw new HttpProblem(
          403,
          'Forbidden',
          "Only the team, the safety team and the incident's supervisors see it.",
        );
      return found;
    },
  );

  app.get(
    paths.investigations,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          'Investigations soonest due first: scope=mine (on my team) or scope=all (also my department as a ' +
          'supervisor, every one for the safety team); filter by state; a page of `limit` from `cursor`',
        querystring: ListInvestigationsQuery,
        response: { 200: InvestigationList },
      },
    },
    async (request) =>
      listInvestigations(pool, await incidentViewerOf(pool, request), request.query, deps.now()),
  );

  app.get(
    paths.riskMatrix,
    {
      config: { access: 'user' },
      preHandler: waitForConsistency(deps.tracker, ['investigations'], deps.consistencyWaitMs),
      schema: {
        tags,
        summary: 'The 5 x 5 risk matrix in force: labels, bands and colours',
        response: { 200: RiskMatrix },
      },
    },
    async () => riskMatrixInForce(pool),
  );
};
