import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  ApproveVersionBody,
  CommandResponse,
  DocumentIdParams,
  documentRoutes as paths,
  RejectVersionBody,
  RetireDocumentBody,
  SignatureRequirementBody,
  SignDocumentBody,
  SignDocumentResponse,
  UploadDocumentResponse,
} from '@hs/contracts';
import { documentDecider, DomainError } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import {
  acceptUpload,
  decideVersion,
  loadDocument,
  retireDocument,
  setSignatureRequirement,
  signDocument,
  uploadDocument,
  uploadDocumentVersion,
} from '../documents/documents.ts';
import { receiveUpload } from '../documents/receive-upload.ts';
import { reserveUpload } from '../documents/upload-quota.ts';
import { commandContextOf } from '../http/command-context.ts';
import { postgresRateLimitStore } from '../http/postgres-rate-limit-store.ts';
import { withToken } from '../http/consistency-token.ts';

const user = { access: 'user' as const };
const multipartBody =
  'multipart/form-data: name, category and exactly one file (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX or TXT, at most 10 MB)';

/** The document library (spec 2.6 to 2.8): uploads, versions, signature requirements, signatures. */
export const documentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, pool, uploadLimits, clock },
) => {
  // Registered here so only these routes parse multipart bodies; files are streamed, never buffered.
  await app.register(multipart);
  // Bursts of uploads per user, counted in PostgreSQL so every instance shares the count.
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
  const upload = {
    ...user,
    rateLimit: { max: uploadLimits.perMinute, timeWindow: 60_000 },
  };

  app.post(
    paths.documents,
    {
      config: upload,
      schema: {
        tags: ['documents'],
        summary:
          'Upload a document: published at once by administrators and safety officers, otherwise it waits for their approval',
        description: multipartBody,
        consumes: ['multipart/form-data'],
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const quota = await reserveUpload(pool, uploadLimits, request, reply);
      const result = await quota.keptIf(async () => {
        const { fields, file } = await acceptUpload(await receiveUpload(request, blobs), {
          needsFields: true,
        });
        return { stored: await uploadDocument(store, fields!, file, context), bytes: file.size };
      });
      reply.header('location', paths.document(result.id));
      return reply.code(201).send(withToken(reply, result));
    },
  );

  app.post(
    '/api/documents/:id/versions',
    {
      config: upload,
      schema: {
        tags: ['documents'],
        summary:
          'Upload a new version (the uploader, an administrator or a safety officer); earlier versions are kept. From anyone else it waits for approval.',
        description: 'multipart/form-data: an optional changeNote and exactly one file',
        consumes: ['multipart/form-data'],
        params: DocumentIdParams,
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      // Refuse before reading up to 10 MB that could not be kept anyway.
      const state = await loadDocument(store, request.params.id);
      if (state.status === 'none') throw new DomainError('DocumentNotFound', 'No such document.');
      if (state.retired) {
        throw new DomainError(
          'DocumentRetired',
          'This document has been retired and can no longer be changed.',
        );
      }
      documentDecider.assertMayUploadVersion(state, context.command);
      const quota = await reserveUpload(pool, uploadLimits, request, reply);
      const result = await quota.keptIf(async () => {
        const { file, changeNote } = await acceptUpload(await receiveUpload(request, blobs), {
          needsFields: false,
        });
        return {
          stored: await uploadDocumentVersion(store, request.params.id, file, changeNote, context),
          bytes: file.size,
        };
      });
      return reply.code(201).send(withToken(reply, result));
    },
  );

  // The safety team decides; the decider refuses anyone else too (it holds the rule for every caller).
  app.post(
    '/api/documents/:id/approve',
    {
      config: { access: 'officer' },
      schema: {
        tags: ['documents'],
        summary: 'Approve a version waiting for approval (administrators and safety officers)',
        params: DocumentIdParams,
        body: ApproveVersionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await decideVersion(
          store,
          request.params.id,
          { approve: request.body },
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    '/api/documents/:id/reject',
    {
      config: { access: 'officer' },
      schema: {
        tags: ['documents'],
        summary: 'Reject a version waiting for approval, with the reason its uploader reads',
        params: DocumentIdParams,
        body: RejectVersionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await decideVersion(
          store,
          request.params.id,
          { reject: request.body },
          commandContextOf(request, clock),
        ),
      ),
  );

  app.patch(
    '/api/documents/:id/signature-requirement',
    {
      config: { access: 'officer' },
      schema: {
        tags: ['documents'],
        summary: 'Require (or stop requiring) everyone to sign a document, with a deadline and instructions',
        params: DocumentIdParams,
        body: SignatureRequirementBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await setSignatureRequirement(
          store,
          request.params.id,
          request.body,
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    '/api/documents/:id/retire',
    {
      config: { access: 'officer' },
      schema: {
        tags: ['documents'],
        summary:
          'Retire a document (safety officers, administrators): gone from the library and the lists to sign, kept in the log with its signatures',
        params: DocumentIdParams,
        body: RetireDocumentBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await retireDocument(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );

  app.post(
    paths.signatures,
    {
      config: user,
      schema: {
        tags: ['documents'],
        summary:
          'Sign the current version of a document as the signed-in user (a userId in the body is refused)',
        body: SignDocumentBody,
        response: { 201: SignDocumentResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await signDocument(store, request.body, commandContextOf(request, clock)))),
  );
};
