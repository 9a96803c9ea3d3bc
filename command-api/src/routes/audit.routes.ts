import { AuditVerification, CONSISTENCY_HEADER, routes } from '@hs/contracts';
import { formatPosition } from '@hs/infra/event-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAuditLog } from '../audit/verify-audit-log.ts';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';

/** An administrator's check of the audit trail: every hash chain recomputed, the result recorded. */
export const auditCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routes.verifyAuditLog,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'Recompute every hash chain now and record the result',
        response: { 200: AuditVerification },
      },
    },
    async (request, reply) => {
      const { result, position } = await verifyAuditLog(
        deps.store,
        'admin',
        commandContextOf(request, deps.clock).event('VerifyAuditLog'),
      );
      reply.header(CONSISTENCY_HEADER, formatPosition(position));
      return result;
    },
  );
};
