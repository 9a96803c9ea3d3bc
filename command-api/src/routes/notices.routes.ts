import {
  CommandResponse,
  CreatedResponse,
  NoticeBody,
  NoticeParams,
  noticeRoutes,
  routePattern,
  TrainingVideoBody,
  TrainingVideoParams,
  trainingVideoRoutes,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { dismissNotice, editNotice, postNotice, withdrawNotice } from '../notices/notices.ts';
import { addTrainingVideo, removeTrainingVideo } from '../trainings/training-videos.ts';

/** Notices an admin posts to the dashboard, their dismissal by each reader, and courses' video links. */
export const noticeCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { store, clock }) => {
  const tags = ['notices'];
  app.post(
    noticeRoutes.list,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Post a notice to the dashboard',
        body: NoticeBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await postNotice(store, request.body, commandContextOf(request, clock)))),
  );
  app.put(
    routePattern(noticeRoutes.notice, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change what a notice says, to whom or when',
        params: NoticeParams,
        body: NoticeBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await editNotice(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
  app.post(
    routePattern(noticeRoutes.withdraw, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Withdraw a notice',
        params: NoticeParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await withdrawNotice(store, request.params.id, commandContextOf(request, clock))),
  );
  app.post(
    routePattern(noticeRoutes.dismiss, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Dismiss a notice for oneself, on every device',
        params: NoticeParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await dismissNotice(store, request.params.id, commandContextOf(request, clock))),
  );
  app.post(
    routePattern(trainingVideoRoutes.add, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trainings'],
        summary: 'Add a video link to a course',
        params: TrainingVideoParams,
        body: TrainingVideoBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(
            reply,
            await addTrainingVideo(store, request.params.id, request.body, commandContextOf(request, clock)),
          ),
        ),
  );
  app.delete(
    routePattern(trainingVideoRoutes.video, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trainings'],
        summary: 'Remove a video link from its course',
        params: TrainingVideoParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await removeTrainingVideo(store, request.params.id, commandContextOf(request, clock))),
  );
};
