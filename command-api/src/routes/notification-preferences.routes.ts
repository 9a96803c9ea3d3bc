import { CommandResponse, NotificationPreferencesBody, notificationRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveNotificationPreferences } from '../notifications/save-notification-preferences.ts';
import type { CommandApiDeps } from '../deps.ts';

/**
 * A person's own notification preferences. Personal settings, not business history: a plain
 * table like sessions, so no event and no consistency token (the GET reads the table itself).
 */
export const notificationPreferenceCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { pool },
) => {
  app.put(
    notificationRoutes.preferences,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary:
          'Set how you hear of each kind (kinds left out go back to e-mail at once) and your digest hour and zone',
        body: NotificationPreferencesBody,
        response: { 200: CommandResponse },
      },
    },
    async (request) => {
      await saveNotificationPreferences(pool, request.user!.userId, request.body);
      return { consistencyToken: null };
    },
  );
};
