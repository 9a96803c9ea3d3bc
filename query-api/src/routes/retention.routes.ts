import { RETENTION_PAGE_SIZE, RetentionPage, RetentionQuery, retentionRoutes } from '@hs/contracts';
import { MIN_RETENTION_YEARS } from '@hs/domain';
import { incidentsPastRetention, retentionInForce } from '@hs/read-models/retention/queries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';

/** The retention setting and the incidents past it whose personal data is still held (administrators). */
export const retentionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    retentionRoutes.list,
    {
      config: { access: 'admin' },
      preHandler: waitForConsistency(deps.tracker, ['incidents', 'retention'], deps.consistencyWaitMs),
      schema: {
        tags: ['admin'],
        summary: 'Retention: the years kept and the incidents past them not yet erased, oldest first',
        querystring: RetentionQuery,
        response: { 200: RetentionPage },
      },
    },
    async (request) => {
      const settings = await retentionInForce(deps.pool);
      const today = deps.today();
      const { page } = request.query;
      const past = await incidentsPastRetention(deps.pool, {
        today,
        years: settings.incidents,
        page,
        pageSize: RETENTION_PAGE_SIZE,
      });
      return { settings, minimums: MIN_RETENTION_YEARS, today, ...past, page, pageSize: RETENTION_PAGE_SIZE };
    },
  );
};
