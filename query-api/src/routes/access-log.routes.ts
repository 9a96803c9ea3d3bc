import { AccessLogPage, AccessLogQuery, accessLogRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAccessLog } from '../read-models/access-log.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** Who saw what, for administrators: read-only, there is no route that changes it. */
export const accessLogQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    accessLogRoutes.list,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Who opened medical details, a recordkeeping decision, a Form 301, an audit export or a person export, ' +
          'newest first; filters: person, kind, from/to (days in the site time zone); paged by `before`',
        querystring: AccessLogQuery,
        response: { 200: AccessLogPage },
      },
    },
    async (request) => {
      // Entries this process queued a moment ago belong in the answer.
      await deps.accessLog.flush();
      return listAccessLog(deps.pool, request.query, deps.site.timeZone);
    },
  );
};
