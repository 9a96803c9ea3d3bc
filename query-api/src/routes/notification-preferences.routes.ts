import { NotificationPreferences, notificationRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesOf } from '../read-models/notification-preferences.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** The signed-in person's notification preferences: a plain table, written by PUT at once, no wait. */
export const notificationPreferenceQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    notificationRoutes.preferences,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'How you hear of each kind of notification, and when your daily digest goes',
        response: { 200: NotificationPreferences },
      },
    },
    async (request) => notificationPreferencesOf(deps.pool, request.user!.userId, deps.site.timeZone),
  );
};
