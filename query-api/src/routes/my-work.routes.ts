import {
  DocumentIdParams,
  FileRequestParams,
  MyWork,
  myWorkRoutes as paths,
  PendingSigners,
  UserIdParams,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { workOf } from '../read-models/my-work.read-model.ts';
import { pendingSignersOf } from '@hs/read-models/documents/pending-signers.queries';
import { submittedFileOf } from '@hs/read-models/work/queries';
import type { QueryApiDeps } from '../deps.ts';
import { sendAttachment } from '../http/send-attachment.ts';

/** Work handed out to people: each person's own list, and an administrator's view of anyone's. */
export const myWorkQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // Signatures finish documents and registrations show on trainings: those read models count too.
  const consistent = waitForConsistency(
    deps.tracker,
    ['work', 'documents', 'trainings', 'correctiveActions', 'inspections'],
    deps.consistencyWaitMs,
  );
  const actionClock = () => ({ now: deps.now(), siteTimeZone: deps.site.timeZone });

  app.get(
    paths.myWork,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['work'],
        summary:
          'Everything assigned to the signed-in user: open work (overdue first) and what they finished',
        response: { 200: MyWork },
      },
    },
    async (request) => workOf(pool, request.user!.userId, deps.today(), actionClock(), deps.now()),
  );

  app.get(
    routePattern(paths.userWork, ':userId'),
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['work'],
        summary: "An employee's progress: their open, overdue and finished work (administrators)",
        params: UserIdParams,
        response: { 200: MyWork },
      },
    },
    async (request) => workOf(pool, request.params.userId, deps.today(), actionClock(), deps.now()),
  );

  app.get(
    routePattern(paths.requestedFileDownload, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['work'],
        summary: 'The file last submitted for a request, as an attachment (its employee or an administrator)',
        params: FileRequestParams,
      },
    },
    async (request, reply) => {
      const file = await submittedFileOf(pool, request.params.id);
      // Someone else's request answers as if it did not exist: its existence is not theirs to learn.
      const mine = file && (request.user!.role === 'admin' || file.employeeId === request.user!.userId);
      const blob = mine && (await deps.blobs.open(file.sha256));
      if (!file || !blob)
        throw new HttpProblem(404, 'Not found', 'No file has been submitted for this request.');
      return sendAttachment(reply, file, blob);
    },
  );

  app.get(
    routePattern(paths.pendingSigners, ':id'),
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary: "Who still has to sign a document's current version (administrators)",
        params: DocumentIdParams,
        response: { 200: PendingSigners },
      },
    },
    async (request) => {
      const pending = await pendingSignersOf(pool, request.params.id, deps.today());
      if (!pending) throw new HttpProblem(404, 'Document not found', 'No such document.');
      return pending;
    },
  );
};
