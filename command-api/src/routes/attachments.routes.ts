import {
  AddedAttachmentResponse,
  attachmentRoutes as paths,
  AttachmentView,
  CONSISTENCY_HEADER,
  IDEMPOTENCY_HEADER,
  IncidentIdParams,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import {
  attachmentIdFor,
  onlyFile,
  stageAttachment,
  stagedEarlier,
} from '../attachments/stage-attachment.ts';
import { processAttachment } from '../attachments/photo-pipeline.ts';
import { commandContextOf } from '../http/command-context.ts';
import { acceptUploads, receiveWithinQuota, uploadRouteConfig } from '../http/uploads.ts';
import { addIncidentAttachment, requireRoomForAttachment } from '../incidents/add-incident-attachment.ts';
import { assertMayComment } from '../incidents/incident-permission.ts';
import { newId } from '@hs/infra/ids';

const tags = ['incidents'];
const description =
  'multipart/form-data with one file (field `file`): JPEG, PNG, WebP, HEIC (stored as JPEG) or PDF, ' +
  'judged by content, at most 10 MB. Images are stored upright without metadata (EXIF), with a thumbnail';

/** Photos and files for reports and comments: staged by their uploader, or added to a report. */
export const attachmentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, blobs, pool, uploadLimits, clock },
) => {
  // The storage, checks, quota and rate of every other upload.
  await acceptUploads(app, { pool });

  app.post(
    paths.attachments,
    {
      config: uploadRouteConfig('user', { uploadLimits }),
      schema: {
        tags,
        summary:
          'Upload a photo or file for a report or comment about to be sent; only its uploader sees it ' +
          'until a report or comment of theirs takes it. The same Idempotency-Key answers the same file',
        description,
        consumes: ['multipart/form-data'],
        response: { 201: AttachmentView },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const attachmentId = attachmentIdFor(request.user!.userId, key);
      // A retry is answered before its body is read: the first upload is the one kept.
      const earlier = key ? await stagedEarlier(store, attachmentId) : null;
      const staged =
        earlier ??
        (await receiveWithinQuota(request, reply, { pool, blobs, uploadLimits }, async (upload) => {
          const stored = await stageAttachment(
            { store, blobs },
            upload,
            attachmentId,
            commandContextOf(request, clock),
          );
          return { stored, bytes: stored.size };
        }));
      const { consistencyToken, replayed, ...view } = staged;
      if (replayed) reply.header('idempotent-replayed', 'true');
      if (consistencyToken) reply.header(CONSISTENCY_HEADER, consistencyToken);
      reply.header('location', view.url);
      return reply.code(201).send(view);
    },
  );

  app.post(
    routePattern(paths.incidentAttachments, ':id'),
    {
      config: uploadRouteConfig('user', { uploadLimits }),
      schema: {
        tags,
        summary:
          'Add a photo or file to a report (its reporter, their supervisor, the safety team); at most 10 per report',
        description,
        consumes: ['multipart/form-data'],
        params: IncidentIdParams,
        response: { 201: AddedAttachmentResponse },
      },
    },
    async (request, reply) => {
      const incidentId = request.params.id;
      const context = commandContextOf(request, clock);
      // Refused before the body is read: who may add, and the 11th file.
      await assertMayComment(store, request, incidentId);
      await requireRoomForAttachment(store, incidentId, context);
      const added = await receiveWithinQuota(
        request,
        reply,
        { pool, blobs, uploadLimits },
        async (upload) => {
          const file = await onlyFile(upload);
          const ref = await processAttachment(blobs, file.staged, file.fileName, newId());
          return { stored: await addIncidentAttachment(store, incidentId, ref, context), bytes: ref.size };
        },
      );
      if (added.consistencyToken) reply.header(CONSISTENCY_HEADER, added.consistencyToken);
      return reply.code(201).send(added);
    },
  );
};
