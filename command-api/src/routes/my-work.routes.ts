import {
  CommandResponse,
  FileRequestParams,
  RejectEmployeeFileBody,
  routePattern,
  myWorkRoutes,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import {
  acceptRequestedFile,
  rejectRequestedFile,
  requireUploadableRequest,
  submitRequestedFile,
} from '../work/employee-files.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

const admin = { access: 'admin' as const };

/** Files requested from employees: the employee uploads one, an administrator accepts or rejects it. */
export const myWorkCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { store, clock } = deps;
  // The same storage, checks, quota and rate as document uploads: a requested file is evidence too.
  await acceptUploads(app, deps);

  app.post(
    routePattern(myWorkRoutes.uploadRequestedFile, ':id'),
    {
      config: uploadRouteConfig('user', deps),
      schema: {
        tags: ['work'],
        summary: 'Upload the file an administrator requested from you (again after a rejection)',
        description:
          'multipart/form-data with exactly one file (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, JPG or PNG, at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: FileRequestParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      await requireUploadableRequest(store, request.params.id, context);
      const result = await receiveWithinQuota(request, reply, deps, async (received) => {
        const file = await checkRequestedFile(received);
        return {
          stored: await submitRequestedFile(store, request.params.id, file, context),
          bytes: file.size,
        };
      });
      return withToken(reply, result);
    },
  );

  app.post(
    routePattern(myWorkRoutes.acceptFile, ':id'),
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Accept the file an employee submitted for a request',
        params: FileRequestParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await acceptRequestedFile(store, request.params.id, commandContextOf(request, clock))),
  );

  app.post(
    routePattern(myWorkRoutes.rejectFile, ':id'),
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Reject the submitted file with a reason; the employee can upload again',
        params: FileRequestParams,
        body: RejectEmployeeFileBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await rejectRequestedFile(
          store,
          request.params.id,
          request.body.reason,
          commandContextOf(request, clock),
        ),
      ),
  );
};
