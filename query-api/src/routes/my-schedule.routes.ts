import { MySchedule, myScheduleRoutes as paths } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { scheduleCalendar } from '../http/my-schedule-ics.ts';
import { scheduleOf } from '../read-models/my-schedule.read-model.ts';

/** The signed-in person's own schedule, as a list and as a calendar file; nobody else's is served. */
export const myScheduleQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // Sessions, My Work's due dates and the training matrix's certifications are read together.
  const consistent = waitForConsistency(
    deps.tracker,
    ['trainings', 'work', 'documents', 'correctiveActions', 'inspections', 'training-matrix', 'employees'],
    deps.consistencyWaitMs,
  );
  const mine = (userId: string) => {
    const now = deps.now();
    return scheduleOf(pool, userId, {
      today: deps.today(),
      timeZone: deps.site.timeZone,
      now,
      clock: { now, siteTimeZone: deps.site.timeZone },
    });
  };

  app.get(
    paths.schedule,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['work'],
        summary: "The signed-in user's upcoming sessions (registered or waitlisted) and due dates, by date",
        response: { 200: MySchedule },
      },
    },
    async (request) => mine(request.user!.userId),
  );

  app.get(
    paths.calendar,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['work'],
        summary: 'The same schedule as an iCalendar file (RFC 5545) to import into a calendar',
      },
    },
    async (request, reply) => {
      const userId = request.user!.userId;
      const body = scheduleCalendar(await mine(userId), userId, deps.now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-schedule.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
