import {
  CertificateParams,
  CommandResponse,
  CreatedResponse,
  RejectCertificateBody,
  routePattern,
  trainingCertificateRoutes as paths,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import {
  acceptCertificate,
  certificateFieldsOf,
  certificateSubmission,
  rejectCertificate,
  submitCertificate,
} from '../trainings/training-certificates.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

const officer = { access: 'officer' as const };

/** Outside certificates: anyone records their own (the safety team anyone's); the safety team reviews. */
export const trainingCertificateRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { store, clock } = deps;
  // The same storage, checks, quota and rate as requested files: a certificate is evidence too.
  await acceptUploads(app, deps);

  app.post(
    paths.certificates,
    {
      config: uploadRouteConfig('user', deps),
      schema: {
        tags: ['trainings'],
        summary: 'Record an outside certificate with its scan; it counts once the safety team accepts it',
        description:
          'multipart/form-data: trainingId, userId (safety team, for someone else), issuer, certificateNumber, issuedOn, expiresOn and one file (PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, JPG or PNG, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const created = await receiveWithinQuota(request, reply, deps, async (received) => {
        const fields = await certificateFieldsOf(received);
        const submission = await certificateSubmission(store, fields, context).catch(async (error) => {
          await received.file?.staged.discard();
          throw error;
        });
        const file = await checkRequestedFile({ fields: {}, file: received.file });
        return { stored: await submitCertificate(store, submission(file), context), bytes: file.size };
      });
      return reply.code(201).send(withToken(reply, created));
    },
  );

  app.post(
    routePattern(paths.accept, ':id'),
    {
      config: officer,
      schema: {
        tags: ['trainings'],
        summary: 'Accept a submitted certificate: it counts as a completion on its issue day',
        params: CertificateParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await acceptCertificate(store, request.params.id, commandContextOf(request, clock))),
  );

  app.post(
    routePattern(paths.reject, ':id'),
    {
      config: officer,
      schema: {
        tags: ['trainings'],
        summary: 'Reject a submitted certificate with a reason the holder reads',
        params: CertificateParams,
        body: RejectCertificateBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await rejectCertificate(
          store,
          request.params.id,
          request.body.reason,
          commandContextOf(request, clock),
        ),
      ),
  );
};
