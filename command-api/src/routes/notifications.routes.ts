import {
  NotificationIdParams,
  NotificationsReadAnswer,
  notificationRoutes,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markAllRead, markRead } from '../notifications/read-marks.ts';
import type { CommandApiDeps } from '../deps.ts';

/** Marking one's own notifications read: personal state, not business history (no event). */
export const notificationCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routePattern(notificationRoutes.read, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read; answers how many are still unread',
        params: NotificationIdParams,
        response: { 200: NotificationsReadAnswer },
      },
    },
    async (request) => {
      const marked = await markRead(deps.pool, request.user!.userId, request.params.id, deps.clock.now());
      // Someone else's notification is answered as one that does not exist: ids tell nothing.
      if (!marked) throw new HttpProblem(404, 'Notification not found', 'You have no such notification.');
      return marked;
    },
  );

  app.post(
    notificationRoutes.readAll,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: NotificationsReadAnswer },
      },
    },
    async (request) => markAllRead(deps.pool, request.user!.userId, deps.clock.now()),
  );
};
