import multipart from '@fastify/multipart';
import {
  CommandResponse,
  DocumentIdParams,
  documentRoutes as paths,
  SignatureRequirementBody,
  SignDocumentBody,
  SignDocumentResponse,
  UploadDocumentResponse,
} from '@hs/contracts';
import { DomainError } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../command-api.ts';
import {
  acceptUpload,
  loadDocument,
  setSignatureRequirement,
  signDocument,
  uploadDocument,
  uploadDocumentVersion,
} from '../documents/documents.ts';
import { receiveUpload } from '../documents/receive-upload.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';

const user = { access: 'user' as const };
const multipartBody =
  'multipart/form-data: name, category and exactly one file (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX or TXT, at most 10 MB)';

/** The document library (spec 2.6 to 2.8): uploads, versions, signature requirements, signatures. */
export const documentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, clock },
) => {
  // Registered here so only these routes parse multipart bodies; files are streamed, never buffered.
  await app.register(multipart);

  app.post(
    paths.documents,
    {
      config: user,
      schema: {
        tags: ['documents'],
        summary: 'Upload a document',
        description: multipartBody,
        consumes: ['multipart/form-data'],
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { fields, file } = await acceptUpload(await receiveUpload(request, blobs), { needsFields: true });
      const result = await uploadDocument(store, fields!, file, context);
      reply.header('location', paths.document(result.id));
      return reply.code(201).send(withToken(reply, result));
    },
  );

  app.post(
    '/api/documents/:id/versions',
    {
      config: user,
      schema: {
        tags: ['documents'],
        summary: 'Upload a new version (the uploader or an administrator); earlier versions are kept',
        description: 'multipart/form-data with exactly one file',
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
      if (context.command.role !== 'admin' && state.uploadedBy !== context.command.userId) {
        throw new DomainError(
          'NotYourDocument',
          'Only the person who uploaded this document or an administrator may upload a new version.',
        );
      }
      const { file } = await acceptUpload(await receiveUpload(request, blobs), { needsFields: false });
      const result = await uploadDocumentVersion(store, request.params.id, file, context);
      return reply.code(201).send(withToken(reply, result));
    },
  );

  app.patch(
    '/api/documents/:id/signature-requirement',
    {
      config: { access: 'admin' },
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
