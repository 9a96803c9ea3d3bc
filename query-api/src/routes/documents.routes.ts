import {
  DocumentDetail,
  DocumentIdParams,
  DocumentPage,
  documentRoutes as paths,
  DocumentVersionParams,
  ListDocumentsQuery,
  managesDocuments,
  RequiredSignature,
  SignatureAudiences,
  UserDocumentSignature,
  UserIdParams,
  UserSignatureParams,
  VersionSubmission,
  routePattern,
} from '@hs/contracts';
import { assertSelfOrAdmin, HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import {
  pendingApprovals,
  signatureAudiences,
  submissionsOf,
} from '@hs/read-models/documents/approvals.queries';
import {
  documentsRequiringSignature,
  type DocumentReader,
  findDocument,
  findVersionFile,
  listDocuments,
  userSignature,
} from '@hs/read-models/documents/queries';
import type { QueryApiDeps } from '../deps.ts';
import { sendAttachment } from '../http/send-attachment.ts';
import { sendInline } from '../http/send-inline.ts';

const readerOf = (request: FastifyRequest): DocumentReader => ({
  userId: request.user!.userId,
  managesDocuments: managesDocuments(request.user!.role),
});

const notFound = () => new HttpProblem(404, 'Document not found', 'No such document.');

/** The document library read side. Lists show the reader's own signing state. */
export const documentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // Who must sign also depends on assignments (work) and on departments and roles (employees).
  const consistent = waitForConsistency(
    deps.tracker,
    ['documents', 'work', 'employees'],
    deps.consistencyWaitMs,
  );

  /** A version's stored file and its bytes, when the reader may have them (pending: uploader and managers). */
  const versionFile = async (request: FastifyRequest, { id, version }: { id: string; version: number }) => {
    const file = await findVersionFile(pool, readerOf(request), id, version);
    const blob = file && (await deps.blobs.open(file.sha256));
    if (!file || !blob) throw new HttpProblem(404, 'Not found', 'No such version of this document.');
    return [file, blob] as const;
  };

  app.get(
    paths.documents,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary: 'The document library, one page at a time: search by name, filter by category',
        querystring: ListDocumentsQuery,
        response: { 200: DocumentPage },
      },
    },
    async (request) => listDocuments(pool, request.user!.userId, request.query),
  );

  app.get(
    paths.approvals,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary:
          'Uploads waiting for approval, oldest first: all of them for administrators and safety officers, else only your own',
        response: { 200: z.array(VersionSubmission) },
      },
    },
    async (request) => pendingApprovals(pool, readerOf(request)),
  );

  app.get(
    paths.submissions,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary: "The signed-in user's uploads that went to approval, with the outcome and any reason",
        response: { 200: z.array(VersionSubmission) },
      },
    },
    async (request) => submissionsOf(pool, request.user!.userId),
  );

  app.get(
    paths.audiences,
    {
      config: { access: 'officer' },
      preHandler: waitForConsistency(deps.tracker, ['employees'], deps.consistencyWaitMs),
      schema: {
        tags: ['documents'],
        summary: 'Departments and roles a signature requirement can be aimed at',
        response: { 200: SignatureAudiences },
      },
    },
    async () => signatureAudiences(pool),
  );

  app.get(
    routePattern(paths.document, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary:
          'A document with its versions, signature requirement and signatures (who, when, meaning, version)',
        params: DocumentIdParams,
        response: { 200: DocumentDetail },
      },
    },
    async (request) => {
      const document = await findDocument(pool, readerOf(request), request.params.id);
      if (!document) throw notFound();
      return document;
    },
  );

  app.get(
    routePattern(paths.download, ':id', ':version'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary:
          'The stored file of one version, as an attachment (a version not approved: its uploader and managers only)',
        params: DocumentVersionParams,
      },
    },
    async (request, reply) => sendAttachment(reply, ...(await versionFile(request, request.params))),
  );

  app.get(
    routePattern(paths.view, ':id', ':version'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary:
          'The stored file of one version, to be read in the app: inline, sandboxed, never sniffed (access as the download)',
        params: DocumentVersionParams,
      },
    },
    async (request, reply) => sendInline(reply, ...(await versionFile(request, request.params))),
  );

  app.get(
    routePattern(paths.userSignature, ':documentId', ':userId'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary: "A user's signature of a document with the drawn image (self or admin)",
        params: UserSignatureParams,
        response: { 200: UserDocumentSignature },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      const signature = await userSignature(pool, request.params.documentId, request.params.userId);
      if (!signature) throw notFound();
      return signature;
    },
  );

  app.get(
    routePattern(paths.requiringSignature, ':userId'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['documents'],
        summary: 'Documents a user still has to sign in their current version (self or admin)',
        params: UserIdParams,
        response: { 200: z.array(RequiredSignature) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return documentsRequiringSignature(pool, request.params.userId, deps.today());
    },
  );
};
