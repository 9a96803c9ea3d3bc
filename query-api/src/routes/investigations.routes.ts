import {
  IncidentIdParams,
  InvestigationDetail,
  InvestigationList,
  investigationRoutes as paths,
  ListInvestigationsQuery,
  RiskMatrix,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  investigationFor,
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
          'see it with statements null; others 403; 404 when none is started',
        params: IncidentIdParams,
        response: { 200: InvestigationDetail },
      },
    },
    async (request) => {
      const found = await investigationFor(
        pool,
        request.params.id,
        await incidentViewerOf(pool, request),
        deps.now(),
      );
      if (found === 'none')
        throw new HttpProblem(404, 'Investigation not found', 'This incident has no investigation.');
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
          'supervisor, every one for the safety team); filter by state',
        querystring: ListInvestigationsQuery,
        response: { 200: InvestigationList },
      },
    },
    async (request) => ({
      items: await listInvestigations(pool, await incidentViewerOf(pool, request), request.query, deps.now()),
    }),
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
