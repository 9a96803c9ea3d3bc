import { AttachmentIdParams, attachmentRoutes as paths, routePattern } from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { incidentViewerOf } from '../incident-viewer.ts';
import { attachmentAccess } from '@hs/read-models/attachments/queries';
import { sendInline } from '../http/send-inline.ts';

const tags = ['incidents'];
const notFound = () => new HttpProblem(404, 'Not found', 'No such photo or file.');

/** Photos and files of incidents: for their uploader while staged, then for those who see the incident whole. */
export const attachmentQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(deps.tracker, ['attachments', 'incidents'], deps.consistencyWaitMs);

  const serve = async (
    which: 'file' | 'thumbnail',
    id: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const access = await attachmentAccess(deps.pool, id, await incidentViewerOf(deps.pool, request));
    if (access.kind === 'summary-only')
      throw new HttpProblem(
        403,
        'Forbidden',
        "This incident's photos and files are for its reporter and reviewers.",
      );
    if (access.kind === 'not-found') throw notFound();
    const sha256 = which === 'file' ? access.sha256 : access.thumbnailSha256;
    const blob = sha256 && (await deps.blobs.open(sha256));
    if (!sha256 || !blob) throw notFound();
    const mediaType = which === 'file' ? access.contentType : 'image/jpeg';
    // The bytes under an id never change, so this browser may keep them; a PDF opens in a new tab.
    return sendInline(reply, { mediaType, fileName: access.name, sha256 }, blob, {
      cacheControl: 'private, max-age=3600',
      sandbox: mediaType !== 'application/pdf',
    });
  };

  app.get(
    routePattern(paths.file, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          'A photo or file of an incident (its reporter and reviewers; a staged one: its uploader), shown inline',
        params: AttachmentIdParams,
      },
    },
    async (request, reply) => serve('file', request.params.id, request, reply),
  );

  app.get(
    routePattern(paths.thumbnail, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary: 'The thumbnail (JPEG) of a photo of an incident, for the same readers as the photo',
        params: AttachmentIdParams,
      },
    },
    async (request, reply) => serve('thumbnail', request.params.id, request, reply),
  );
};
