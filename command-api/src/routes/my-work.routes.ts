import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { CommandResponse, FileRequestParams, RejectEmployeeFileBody } from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { receiveUpload } from '../documents/receive-upload.ts';
import { reserveUpload } from '../documents/upload-quota.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { postgresRateLimitStore } from '../http/postgres-rate-limit-store.ts';
import {
  acceptRequestedFile,
  rejectRequestedFile,
  requireUploadableRequest,
  submitRequestedFile,
} from '../work/employee-files.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

const admin = { access: 'admin' as const };

/** Files requested from employees: the employee uploads one, an administrator accepts or rejects it. */
export const myWorkCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, pool, uploadLimits, clock },
) => {
  // The same storage, checks, quota and rate as document uploads: a requested file is evidence too.
  await app.register(multipart);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(pool),
    keyGenerator: (request) => request.user?.userId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        429,
        'Too many uploads',
        `Too many uploads in a short time. Try again in ${context.after}.`,
      ),
  });

  app.post(
    '/api/my-work/files/:id',
    {
      config: { access: 'user', rateLimit: { max: uploadLimits.perMinute, timeWindow: 60_000 } },
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
      const quota = await reserveUpload(pool, uploadLimits, request, reply);
      const result = await quota.keptIf(async () => {
        const file = await checkRequestedFile(await receiveUpload(request, blobs));
        return {
          stored: await submitRequestedFile(store, request.params.id, file, context),
          bytes: file.size,
        };
      });
      return withToken(reply, result);
    },
  );

  app.post(
    '/api/admin/employee-files/:id/accept',
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
    '/api/admin/employee-files/:id/reject',
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
