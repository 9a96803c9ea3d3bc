import {
  AnswerInspectionBody,
  CancelInspectionScheduleBody,
  ChangeInspectionScheduleBody,
  CommandResponse,
  CorrectInspectionBody,
  CreatedResponse,
  IDEMPOTENCY_HEADER,
  InspectionIdParams,
  InspectionQuestionParams,
  inspectionRoutes as paths,
  InspectionTemplateBody,
  NewInspectionScheduleBody,
  StartInspectionBody,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { commandContextOf } from '../http/command-context.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import { withToken } from '../http/consistency-token.ts';
import { checkInspectionPhoto } from '../inspections/inspection-photo.ts';
import {
  cancelInspectionSchedule,
  changeInspectionSchedule,
  scheduleInspection,
} from '../inspections/inspection-schedules.ts';
import { createInspectionTemplate, reviseInspectionTemplate } from '../inspections/inspection-templates.ts';
import {
  conductInspection,
  localTodayOf,
  requirePhotoAllowed,
  startInspection,
} from '../inspections/inspections.ts';
import type { Created } from '../inspections/keyed-create.ts';

const officer = { access: 'officer' as const };
const user = { access: 'user' as const };
const tags = ['inspections'];

/** 201 for a new record, 200 with the same id when a retry or a second start found it. */
const sendCreated = (reply: FastifyReply, location: string, result: Created) => {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.header('location', location);
  return reply
    .code(result.replayed ? 200 : 201)
    .send(withToken(reply, { id: result.id, consistencyToken: result.consistencyToken }));
};

/** Templates and schedules (safety team), and doing inspections (their inspectors). */
export const inspectionCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, pool, uploadLimits, clock },
) => {
  // Photos are evidence: the storage, checks, quota and rate of every other upload.
  await acceptUploads(app, { pool });

  app.post(
    paths.templates,
    {
      config: officer,
      schema: {
        tags,
        summary: 'Create an inspection template (version 1)',
        body: InspectionTemplateBody,
        response: { 200: CreatedResponse, 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await createInspectionTemplate(
        store,
        request.body,
        commandContextOf(request, clock),
        key,
      );
      return sendCreated(reply, paths.template(result.id), result);
    },
  );

  app.put(
    routePattern(paths.template, ':id'),
    {
      config: officer,
      schema: {
        tags,
        summary: 'Save a new version of a template; inspections already started keep theirs',
        params: InspectionIdParams,
        body: InspectionTemplateBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await reviseInspectionTemplate(
          store,
          request.params.id,
          request.body,
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    paths.schedules,
    {
      config: officer,
      schema: {
        tags,
        summary: 'Schedule a template at an establishment, daily to quarterly, for an employee or a role',
        body: NewInspectionScheduleBody,
        response: { 200: CreatedResponse, 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await scheduleInspection(store, request.body, commandContextOf(request, clock), key);
      return sendCreated(reply, paths.schedules, result);
    },
  );

  app.put(
    routePattern(paths.schedule, ':id'),
    {
      config: officer,
      schema: {
        tags,
        summary: 'Change a schedule from now on: its frequency, who does it, its area',
        params: InspectionIdParams,
        body: ChangeInspectionScheduleBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeInspectionSchedule(
          store,
          request.params.id,
          request.body,
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    routePattern(paths.cancelSchedule, ':id'),
    {
      config: officer,
      schema: {
        tags,
        summary: 'Cancel a schedule, with a reason: no period is due any more',
        params: InspectionIdParams,
        body: CancelInspectionScheduleBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await cancelInspectionSchedule(
          store,
          request.params.id,
          request.body,
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    paths.inspections,
    {
      config: user,
      schema: {
        tags,
        summary:
          'Start an inspection: a due occurrence (scheduleId, periodStart; started again it resumes) or ad hoc (templateId, establishmentId)',
        body: StartInspectionBody,
        response: { 200: CreatedResponse, 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await startInspection(store, request.body, commandContextOf(request, clock), key);
      return sendCreated(reply, paths.inspection(result.id), result);
    },
  );

  app.put(
    routePattern(paths.answer, ':id', ':questionId'),
    {
      config: user,
      schema: {
        tags,
        summary: 'Record the answer to one question (null is N/A), with an optional note',
        params: InspectionQuestionParams,
        body: AnswerInspectionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { id, questionId } = request.params;
      return withToken(
        reply,
        await conductInspection(
          store,
          id,
          () => ({
            type: 'AnswerInspectionQuestion',
            data: { questionId, value: request.body.value, note: request.body.note || null },
            metadata: context.command,
          }),
          context,
        ),
      );
    },
  );

  app.post(
    routePattern(paths.photos, ':id', ':questionId'),
    {
      config: uploadRouteConfig('user', { uploadLimits }),
      schema: {
        tags,
        summary: 'Attach a photo to an answer',
        description: 'multipart/form-data with exactly one JPG or PNG file of at most 10 MB',
        consumes: ['multipart/form-data'],
        params: InspectionQuestionParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { id, questionId } = request.params;
      await requirePhotoAllowed(store, id, questionId, context);
      const result = await receiveWithinQuota(
        request,
        reply,
        { pool, blobs, uploadLimits },
        async (received) => {
          const photo = await checkInspectionPhoto(received, blobs);
          return {
            stored: await conductInspection(
              store,
              id,
              () => ({
                type: 'AttachInspectionPhoto',
                data: { questionId, photo },
                metadata: context.command,
              }),
              context,
            ),
            bytes: photo.size,
          };
        },
      );
      return withToken(reply, result);
    },
  );

  app.post(
    routePattern(paths.complete, ':id'),
    {
      config: user,
      schema: {
        tags,
        summary: 'Complete the inspection: the score and a finding per failing flagged answer',
        params: InspectionIdParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      return withToken(
        reply,
        await conductInspection(
          store,
          request.params.id,
          (state) => ({
            type: 'CompleteInspection',
            data: { localToday: localTodayOf(state, context) },
            metadata: context.command,
          }),
          context,
        ),
      );
    },
  );

  app.post(
    routePattern(paths.corrections, ':id'),
    {
      config: user,
      schema: {
        tags,
        summary: 'Correct an answer of a completed inspection, with a reason (score and findings follow)',
        params: InspectionIdParams,
        body: CorrectInspectionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { questionId, value, note, reason } = request.body;
      return withToken(
        reply,
        await conductInspection(
          store,
          request.params.id,
          () => ({
            type: 'CorrectInspection',
            data: { questionId, value, note: note || null, reason },
            metadata: context.command,
          }),
          context,
        ),
      );
    },
  );
};
