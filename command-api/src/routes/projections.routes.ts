import {
  CONSISTENCY_HEADER,
  RetryParkedParams,
  RetryParkedResponse,
  routePattern,
  parkedEventRoutes,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandContextOf } from '../http/command-context.ts';
import { retryParkedEvents } from '../projections/retry-parked-events.ts';
import type { CommandApiDeps } from '../deps.ts';

/** Operations on the read models that administrators start: retrying parked events. */
export const projectionCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routePattern(parkedEventRoutes.retry, ':projection'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Re-apply a projection's parked events in log order (after a fix); recorded in the log",
        params: RetryParkedParams,
        response: { 200: RetryParkedResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, deps.clock);
      const result = await retryParkedEvents(
        deps,
        request.params.projection,
        context.command,
        context.event('RetryParkedEvents'),
      );
      return reply.header(CONSISTENCY_HEADER, result.consistencyToken).send(result);
    },
  );
};
