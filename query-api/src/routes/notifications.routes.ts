import {
  NotificationLogAnswer,
  NotificationLogQuery,
  NotificationsAnswer,
  NotificationsQuery,
  notificationRoutes,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryApiDeps } from '../deps.ts';
import { NotificationStreams } from '../notifications/notification-streams.ts';
import { notificationLog, notificationsOf } from '../read-models/notifications.read-model.ts';

/**
 * The signed-in user's notifications (written by the notifications reactor, not a projection: no
 * consistency token applies), the stream that tells an open page of new ones, and the log of
 * who was told what, for admins.
 */
export const notificationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const streams = new NotificationStreams(deps.pool, deps.signals);
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    notificationRoutes.inbox,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with how many are unread; page back with `before`',
        querystring: NotificationsQuery,
        response: { 200: NotificationsAnswer },
      },
    },
    async (request) => notificationsOf(deps.pool, request.user!.userId, request.query),
  );

  app.get(
    notificationRoutes.stream,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: `event: notifications` with `{"unread": n}` at once and whenever new ones arrive',
      },
    },
    async (request, reply) => {
      const userId = request.user!.userId;
      if (!streams.canOpen(userId)) {
        reply.header('retry-after', '30');
        throw new HttpProblem(
          429,
          'Too many open streams',
          'Close another tab or device showing notifications.',
        );
      }
      reply.hijack();
      // The headers hooks set on the reply (security, request id) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.writeHead(200, {
        'x-request-id': request.id,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      // A client that loses the stream comes back after this long (EventSource's retry field).
      reply.raw.write('retry: 5000\n\n');
      streams.open(userId, reply.raw);
    },
  );

  app.get(
    notificationRoutes.log,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Who was told what of one subject (e.g. incident:<id>) and when, with the mail of each',
        querystring: NotificationLogQuery,
        response: { 200: NotificationLogAnswer },
      },
    },
    async (request) => {
      const [type, ...rest] = request.query.subject.split(':');
      return { items: await notificationLog(deps.pool, type!, rest.join(':')) };
    },
  );
};
