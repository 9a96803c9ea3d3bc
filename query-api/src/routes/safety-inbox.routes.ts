import {
  routePattern,
  SafetyInboxItem,
  SafetyInboxList,
  SafetyInboxParams,
  SafetyInboxQuery,
  safetyInboxRoutes,
} from '@hs/contracts';
import { isSafetyTeam } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import {
  companyOfReader,
  listSafetyInbox,
  safetyInboxItem,
  type SafetyInboxScope,
} from '@hs/read-models/safety-inbox/queries';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';

/** The safety team's inbox; anyone else reads their own submissions through the same routes. */
export const safetyInboxQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = waitForConsistency(deps.tracker, ['safety-inbox', 'employees'], deps.consistencyWaitMs);
  // An administrator sees every company's items, a safety officer their company's, others their own.
  const scopeOf = async (request: FastifyRequest): Promise<SafetyInboxScope> => {
    const user = request.user!;
    if (user.role === 'admin') return 'all';
    if (!isSafetyTeam(user.role)) return { submittedBy: user.userId };
    const company = await companyOfReader(pool, user.userId);
    return company ? { company } : { submittedBy: user.userId };
  };

  app.get(
    safetyInboxRoutes.inbox,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['safety-inbox'],
        summary: "The safety team's messages and compliance issues, or the caller's own submissions",
        querystring: SafetyInboxQuery,
        response: { 200: SafetyInboxList },
      },
    },
    async (request) => ({
      items: await listSafetyInbox(pool, await scopeOf(request), request.query),
      asSafetyTeam: isSafetyTeam(request.user?.role),
    }),
  );
  app.get(
    routePattern(safetyInboxRoutes.item, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['safety-inbox'],
        summary: 'One message or compliance issue',
        params: SafetyInboxParams,
        response: { 200: SafetyInboxItem },
      },
    },
    async (request) => {
      const item = await safetyInboxItem(pool, await scopeOf(request), request.params.id);
      if (!item) throw new HttpProblem(404, 'Message or issue not found', 'No such message or issue.');
      return item;
    },
  );
};
