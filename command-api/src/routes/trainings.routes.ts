import {
  AttendanceBody,
  CommandResponse,
  CompleteTrainingBody,
  CreatedResponse,
  CreateTrainingBody,
  EnrollBody,
  EnrollResponse,
  TrainingIdParams,
  trainingRoutes,
  UnenrollBody,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandContextOf } from '../http/command-context.ts';
import { completeTraining } from '../trainings/complete-training.ts';
import { createTraining } from '../trainings/create-training.ts';
import { enroll } from '../trainings/enroll.ts';
import { markAttendance } from '../trainings/mark-attendance.ts';
import { unenroll } from '../trainings/unenroll.ts';
import type { CommandApiDeps } from '../deps.ts';
import { withToken } from '../http/consistency-token.ts';

export const trainingCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { store, clock }) => {
  app.post(
    trainingRoutes.trainings,
    {
      config: { access: 'officer' },
      schema: {
        tags: ['trainings'],
        summary: 'Add a course (no date) or a dated session',
        body: CreateTrainingBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await createTraining(store, request.body, commandContextOf(request, clock)))),
  );
  app.post(
    trainingRoutes.enroll,
    {
      config: { access: 'user' },
      schema: {
        tags: ['trainings'],
        summary:
          'Register the signed-in user (an administrator may register someone else); a full session waitlists',
        body: EnrollBody,
        response: { 201: EnrollResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(
            reply,
            await enroll(
              store,
              request.body.trainingId,
              request.body.userId,
              commandContextOf(request, clock),
              clock.timeZone,
            ),
          ),
        ),
  );
  app.post(
    trainingRoutes.unenroll,
    {
      config: { access: 'user' },
      schema: {
        tags: ['trainings'],
        summary:
          'Cancel a registration or leave the waitlist before the session starts; the first waiting takes the seat',
        body: UnenrollBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await unenroll(
          store,
          request.body.trainingId,
          request.body.userId,
          commandContextOf(request, clock),
          clock.timeZone,
        ),
      ),
  );
  app.post(
    routePattern(trainingRoutes.completions, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags: ['trainings'],
        summary: 'Record a completion (administrators), or finish an online course yourself',
        params: TrainingIdParams,
        body: CompleteTrainingBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await completeTraining(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
  app.put(
    routePattern(trainingRoutes.attendance, ':id'),
    {
      // There is no instructor role: the safety team keeps the sheet for whoever taught the session.
      config: { access: 'officer' },
      schema: {
        tags: ['trainings'],
        summary:
          'Mark who attended a started in-person session: present ones complete it, absent ones are recorded',
        params: TrainingIdParams,
        body: AttendanceBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await markAttendance(
          store,
          request.params.id,
          request.body,
          commandContextOf(request, clock),
          clock.timeZone,
        ),
      ),
  );
};
