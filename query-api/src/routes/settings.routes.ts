import { SiteSettings, settingsRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSafetyContacts } from '@hs/read-models/site-contacts/queries';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';

/**
 * The site's settings the screens show: the safety contacts an administrator set (read model),
 * else the server's configuration; the time zone and today from the clock.
 */
export const settingsQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    settingsRoutes.settings,
    {
      config: { access: 'public' },
      preHandler: waitForConsistency(deps.tracker, ['site-contacts'], deps.consistencyWaitMs),
      schema: {
        tags: ['settings'],
        summary: 'Safety contacts, the site time zone and its today',
        response: { 200: SiteSettings },
      },
    },
    async (request) => {
      // Every page starts from this answer: with the database away it still answers, from the configuration.
      const set = await setSafetyContacts(deps.pool).catch((error: unknown) => {
        request.log.warn({ err: error }, 'safety contacts unreadable; showing the configured ones');
        return null;
      });
      return { ...deps.site, ...set, today: deps.today() };
    },
  );
};
