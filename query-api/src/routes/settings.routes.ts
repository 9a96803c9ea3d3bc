import { SiteSettings, settingsRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from '../deps.ts';

/** The site's settings the screens show; from the configuration, not from a read model. */
export const settingsQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    settingsRoutes.settings,
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Safety contacts, the site time zone and its today',
        response: { 200: SiteSettings },
      },
    },
    async () => ({ ...deps.site, today: deps.today() }),
  );
};
