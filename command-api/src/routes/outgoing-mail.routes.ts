import {
  CONSISTENCY_HEADER,
  RetryOutgoingMailAnswer,
  RetryOutgoingMailParams,
  outgoingMailRoutes,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandContextOf } from '../http/command-context.ts';
import { retryOutgoingMail } from '../notifications/retry-outgoing-mail.ts';
import type { CommandApiDeps } from '../deps.ts';

/** Administrators send a failed notification mail again ("Outgoing mail"). */
export const outgoingMailCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routePattern(outgoingMailRoutes.retry, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Send a failed mail again: pending, tries from zero, to the current address; recorded in the log',
        params: RetryOutgoingMailParams,
        response: { 200: RetryOutgoingMailAnswer },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, deps.clock);
      const { consistencyToken, ...answer } = await retryOutgoingMail(
        deps,
        request.params.id,
        context.command,
        context.event('RetryOutgoingMail'),
      );
      return reply.header(CONSISTENCY_HEADER, consistencyToken).send(answer);
    },
  );
};
