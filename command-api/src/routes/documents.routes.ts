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
  routePattern,
} from '@hs/contracts';
import { documentDecider, DomainError } from '@hs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CommandApiDeps } from '../deps.ts';
import { confirmSignerPassword } from '../auth/confirm-password.ts';
import { acceptUpload } from '../documents/accept-upload.ts';
import { decideVersion } from '../documents/decide-version.ts';
import { loadDocument } from '../documents/document-stream.ts';
import { retireDocument } from '../documents/retire-document.ts';
import { setSignatureRequirement } from '../documents/set-signature-requirement.ts';
import { signDocument } from '../documents/sign-document.ts';
import { uploadDocument } from '../documents/upload-document.ts';
import { uploadDocumentVersion } from '../documents/upload-document-version.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';

/** A command on one document that only the safety team may send, answered with its token. */
const officerCommand = <Body extends z.ZodType>(summary: string, body: Body) => ({
  config: { access: 'officer' as const },
  schema: {
    tags: ['documents'],
    summary,
    params: DocumentIdParams,
    body,
    response: { 200: CommandResponse },
  },
});

const multipartBody =
  'multipart/form-data: name, category and exactly one file (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX or TXT, at most 10 MB)';

/** The document library: uploads, versions, signature requirements, signatures. */
export const documentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { store, clock } = deps;
  await acceptUploads(app, deps);
  const upload = uploadRouteConfig('user', deps);

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
      const result = await receiveWithinQuota(request, reply, deps, async (received) => {
        const { fields, file } = await acceptUpload(received, { needsFields: true });
        return { stored: await uploadDocument(store, fields!, file, context), bytes: file.size };
      });
      reply.header('location', paths.document(result.id));
      return reply.code(201).send(withToken(reply, result));
    },
  );

  app.post(
    routePattern(paths.versions, ':id'),
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
      const result = await receiveWithinQuota(request, reply, deps, async (received) => {
        const { file, changeNote } = await acceptUpload(received, { needsFields: false });
        return {
          stored: await uploadDocumentVersion(store, request.params.id, file, changeNote, context),
          bytes: file.size,
        };
      });
      return reply.code(201).send(withToken(reply, result));
    },
  );

  // The safety team decides; the decider refuses anyone else too (it holds the rule for every caller).
  const decide = async (
    request: FastifyRequest,
    reply: FastifyReply,
    documentId: string,
    decision: Parameters<typeof decideVersion>[2],
  ) => withToken(reply, await decideVersion(store, documentId, decision, commandContextOf(request, clock)));

  app.post(
    routePattern(paths.approve, ':id'),
    officerCommand(
      'Approve a version waiting for approval (administrators and safety officers)',
      ApproveVersionBody,
    ),
    async (request, reply) => decide(request, reply, request.params.id, { approve: request.body }),
  );

  app.post(
    routePattern(paths.reject, ':id'),
    officerCommand(
      'Reject a version waiting for approval, with the reason its uploader reads',
      RejectVersionBody,
    ),
    async (request, reply) => decide(request, reply, request.params.id, { reject: request.body }),
  );

  app.patch(
    routePattern(paths.signatureRequirement, ':id'),
    officerCommand(
      'Require (or stop requiring) everyone to sign a document, with a deadline and instructions',
      SignatureRequirementBody,
    ),
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
    routePattern(paths.retire, ':id'),
    officerCommand(
      'Retire a document (safety officers, administrators): gone from the library and the lists to sign, kept in the log with its signatures',
      RetireDocumentBody,
    ),
    async (request, reply) =>
      withToken(
        reply,
        await retireDocument(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );

  app.post(
    paths.signatures,
    {
      config: { access: 'user' },
      schema: {
        tags: ['documents'],
        summary:
          'Sign the current version of a document as the signed-in user, with their password again ' +
          '(a wrong one: 403, counted as a failed sign-in; a userId in the body is refused)',
        body: SignDocumentBody,
        response: { 201: SignDocumentResponse },
      },
    },
    async (request, reply) => {
      const { password, ...body } = request.body;
      const signed = await signDocument(
        store,
        body,
        commandContextOf(request, clock),
        () => confirmSignerPassword(deps, request, reply, password),
        clock.timeZone,
      );
      return reply.code(201).send(withToken(reply, signed));
    },
  );
};
