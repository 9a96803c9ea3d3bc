import { AuditVerification, routes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { lastAuditVerification } from '@hs/read-models/audit-verifications/queries';

/** The last check of the audit trail's hash chains (administrators only). */
export const auditQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    routes.auditVerification,
    {
      config: { access: 'admin' },
      preHandler: waitForConsistency(deps.tracker, ['audit-verifications'], deps.consistencyWaitMs),
      schema: {
        tags: ['audit'],
        summary: 'The last hash-chain verification (null if none yet)',
        response: { 200: AuditVerification.nullable() },
      },
    },
    async () => lastAuditVerification(deps.pool),
  );
};
