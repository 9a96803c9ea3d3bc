import {
  DecideRecordkeepingBody,
  DecideRecordkeepingResponse,
  IncidentIdParams,
  routePattern,
  routes,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { decideRecordkeeping } from '../recordkeeping/decide-recordkeeping.ts';

export const recordkeepingRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.put(
    routePattern(routes.incidentRecordkeeping, ':id'),
    {
      config: { access: 'officer' },
      schema: {
        tags: ['recordkeeping'],
        summary:
          'Decide or change whether an incident is an OSHA recordable case (safety officers and admins). ' +
          'A change to an earlier decision needs a reason; updating only the days does not',
        params: IncidentIdParams,
        body: DecideRecordkeepingBody,
        response: { 200: DecideRecordkeepingResponse },
      },
    },
    async (request, reply) => {
      const { reason, ...decision } = request.body;
      const result = await decideRecordkeeping(
        deps.store,
        request.params.id,
        { decision, reason },
        commandContextOf(request, deps.clock),
      );
      return withToken(reply, result);
    },
  );
};
