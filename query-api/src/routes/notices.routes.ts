import {
  CurrentNotices,
  NoticeList,
  noticeRoutes,
  TrainingVideoList,
  trainingVideoRoutes,
} from '@hs/contracts';
import { findEmployee } from '@hs/read-models/employees/queries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { currentNotices, listNotices } from '../read-models/notices.read-model.ts';
import { listTrainingVideos } from '../read-models/training-videos.read-model.ts';

export const noticeQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const noticesConsistent = waitForConsistency(
    deps.tracker,
    ['notices', 'employees'],
    deps.consistencyWaitMs,
  );
  app.get(
    noticeRoutes.list,
    {
      config: { access: 'admin' },
      preHandler: noticesConsistent,
      schema: {
        tags: ['notices'],
        summary: 'Every notice, the latest start first',
        response: { 200: NoticeList },
      },
    },
    async () => ({ notices: await listNotices(pool, deps.now()) }),
  );
  app.get(
    noticeRoutes.current,
    {
      config: { access: 'user' },
      preHandler: noticesConsistent,
      schema: {
        tags: ['notices'],
        summary: "The notices showing now to the caller's company, less those they dismissed",
        response: { 200: CurrentNotices },
      },
    },
    async (request) => {
      const userId = request.user!.userId;
      const employee = await findEmployee(pool, userId);
      if (!employee) return { notices: [] };
      return { notices: await currentNotices(pool, { now: deps.now(), company: employee.company, userId }) };
    },
  );
  app.get(
    trainingVideoRoutes.list,
    {
      config: { access: 'user' },
      preHandler: waitForConsistency(deps.tracker, ['training-videos', 'trainings'], deps.consistencyWaitMs),
      schema: {
        tags: ['trainings'],
        summary: "Every course's video links, by course then title",
        response: { 200: TrainingVideoList },
      },
    },
    async () => ({ videos: await listTrainingVideos(pool) }),
  );
};
