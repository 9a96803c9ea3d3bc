import { OutgoingMailAnswer, OutgoingMailQuery, outgoingMailRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutgoingMail } from '../read-models/outgoing-mail.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** The mail outbox for administrators: what was sent, what waits, what failed ("Outgoing mail"). */
export const outgoingMailQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    outgoingMailRoutes.list,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Notification mails, newest first, with the count of each state and whether SMTP is set',
        querystring: OutgoingMailQuery,
        response: { 200: OutgoingMailAnswer },
      },
    },
    async (request) => listOutgoingMail(deps.pool, request.query, deps.smtpConfigured),
  );
};
