import {
  ActionDueDateBody,
  ActionIdParams,
  actionRoutes as paths,
  CommandResponse,
  CompleteActionBody,
  CreatedResponse,
  EmptyActionBody,
  IDEMPOTENCY_HEADER,
  RaiseActionBody,
  ReassignActionBody,
  ReopenActionBody,
  VerifyActionBody,
  routePattern,
} from '@hs/contracts';
import { correctiveActionDecider } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import {
  activeOwner,
  assertManages,
  loadAction,
  runActionCommand,
} from '../corrective-actions/action-commands.ts';
import { actionStepRoute } from '../corrective-actions/action-step-route.ts';
import { authorizeRaise, raiseAction } from '../corrective-actions/raise-action.ts';
import { commandContextOf } from '../http/command-context.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import { withToken } from '../http/consistency-token.ts';
import { checkRequestedFile } from '../work/requested-file.ts';
import { evidencePhoto } from '../attachments/photo-pipeline.ts';

const tags = ['actions'];

/** Corrective and preventive actions (ISO 45001 10.2): raise, do, evidence, verify or reopen. */
export const actionCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, pool, uploadLimits, clock },
) => {
  // Photos take the same storage, checks, quota and rate as every other upload.
  await acceptUploads(app, { pool });

  app.post(
    paths.actions,
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary:
          'Raise a corrective action (from a finding, an incident or on its own). Safety officers and admins: ' +
          "for anyone; supervisors: for their department's people and incidents",
        body: RaiseActionBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await raiseAction(
        store,
        request.body,
        commandContextOf(request, clock),
        key,
        authorizeRaise(store, request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.header('location', paths.action(result.id));
      return reply
        .code(201)
        .send(withToken(reply, { id: result.id, consistencyToken: result.consistencyToken }));
    },
  );

  const step = actionStepRoute(app, { store, clock });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'start'),
    access: 'user',
    summary: 'Start work on an action (its owner)',
    body: EmptyActionBody,
    command: () => ({ type: 'StartCorrectiveAction', data: {} }),
  });

  app.post(
    routePattern(paths.step, ':id', 'photos'),
    {
      config: uploadRouteConfig('user', { uploadLimits }),
      schema: {
        tags,
        summary: 'Add a photo of the work to an action before it is marked done (its owner)',
        description:
          'multipart/form-data with exactly one file (JPG or PNG, or a document type; at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: ActionIdParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      // Refused before the body is read: a dry run gives the same refusals as the real command.
      const state = await loadAction(store, request.params.id);
      correctiveActionDecider.decide(
        {
          type: 'AddCorrectiveActionPhoto',
          data: { file: { sha256: '', size: 0, mediaType: '', fileType: '', originalName: '' } },
          metadata: context.command,
        },
        state,
      );
      const result = await receiveWithinQuota(
        request,
        reply,
        { pool, blobs, uploadLimits },
        async (received) => {
          // A photo is cleaned like every photo (upright, no EXIF); other evidence is a document.
          const file = (await evidencePhoto(blobs, received)) ?? (await checkRequestedFile(received));
          return {
            stored: await runActionCommand(
              store,
              request.params.id,
              { type: 'AddCorrectiveActionPhoto', data: { file }, metadata: context.command },
              context,
            ),
            bytes: file.size,
          };
        },
      );
      return withToken(reply, result);
    },
  );

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'complete'),
    access: 'user',
    summary: 'Mark an action done with a note saying what was done (its owner only)',
    body: CompleteActionBody,
    command: ({ body }) => ({ type: 'CompleteCorrectiveAction', data: { note: body.note } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'verify'),
    access: 'officer',
    summary: 'Verify a done action effective (safety officers and admins)',
    body: VerifyActionBody,
    command: ({ body }) => ({ type: 'VerifyCorrectiveAction', data: { note: body.note ?? null } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'reopen'),
    access: 'officer',
    summary: 'Reopen a done or verified action with a reason (safety officers and admins)',
    body: ReopenActionBody,
    command: ({ body }) => ({ type: 'ReopenCorrectiveAction', data: { reason: body.reason } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'reassign'),
    access: 'reviewer',
    summary: 'Give an open action another owner (safety team; supervisors within their department)',
    body: ReassignActionBody,
    command: async ({ body, actionId, request }) => {
      const owner = await activeOwner(store, body.ownerId);
      await assertManages(store, request, actionId, owner.department);
      return { type: 'ReassignCorrectiveAction', data: { owner: { id: owner.id, name: owner.name } } };
    },
  });

  step({
    method: 'PUT',
    url: routePattern(paths.dueDate, ':id'),
    access: 'reviewer',
    summary: "Move an open action's due date (safety team; supervisors within their department)",
    body: ActionDueDateBody,
    command: async ({ body, actionId, request }) => {
      await assertManages(store, request, actionId);
      return { type: 'ChangeCorrectiveActionDueDate', data: { dueDate: body.dueDate } };
    },
  });
};
