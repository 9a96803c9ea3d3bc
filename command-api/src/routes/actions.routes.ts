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
import { authorizeRaise, raiseAction } from '../corrective-actions/raise-action.ts';
import { commandContextOf } from '../http/command-context.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import { withToken } from '../http/consistency-token.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

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

  app.post(
    '/api/actions/:id/start',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start work on an action (its owner)',
        params: ActionIdParams,
        body: EmptyActionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          { type: 'StartCorrectiveAction', data: {}, metadata: context.command },
          context,
        ),
      );
    },
  );

  app.post(
    '/api/actions/:id/photos',
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
          const file = await checkRequestedFile(received);
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

  app.post(
    '/api/actions/:id/complete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark an action done with a note saying what was done (its owner only)',
        params: ActionIdParams,
        body: CompleteActionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          { type: 'CompleteCorrectiveAction', data: { note: request.body.note }, metadata: context.command },
          context,
        ),
      );
    },
  );

  app.post(
    '/api/actions/:id/verify',
    {
      config: { access: 'officer' },
      schema: {
        tags,
        summary: 'Verify a done action effective (safety officers and admins)',
        params: ActionIdParams,
        body: VerifyActionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          {
            type: 'VerifyCorrectiveAction',
            data: { note: request.body.note ?? null },
            metadata: context.command,
          },
          context,
        ),
      );
    },
  );

  app.post(
    '/api/actions/:id/reopen',
    {
      config: { access: 'officer' },
      schema: {
        tags,
        summary: 'Reopen a done or verified action with a reason (safety officers and admins)',
        params: ActionIdParams,
        body: ReopenActionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          {
            type: 'ReopenCorrectiveAction',
            data: { reason: request.body.reason },
            metadata: context.command,
          },
          context,
        ),
      );
    },
  );

  app.post(
    '/api/actions/:id/reassign',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: 'Give an open action another owner (safety team; supervisors within their department)',
        params: ActionIdParams,
        body: ReassignActionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const owner = await activeOwner(store, request.body.ownerId);
      await assertManages(store, request, request.params.id, owner.department);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          {
            type: 'ReassignCorrectiveAction',
            data: { owner: { id: owner.id, name: owner.name } },
            metadata: context.command,
          },
          context,
        ),
      );
    },
  );

  app.put(
    '/api/actions/:id/due-date',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: "Move an open action's due date (safety team; supervisors within their department)",
        params: ActionIdParams,
        body: ActionDueDateBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      await assertManages(store, request, request.params.id);
      return withToken(
        reply,
        await runActionCommand(
          store,
          request.params.id,
          {
            type: 'ChangeCorrectiveActionDueDate',
            data: { dueDate: request.body.dueDate },
            metadata: context.command,
          },
          context,
        ),
      );
    },
  );
};
