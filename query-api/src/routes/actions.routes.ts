import {
  ActionDetail,
  ActionIdParams,
  ActionList,
  ActionOwnerList,
  ActionPhotoParams,
  actionRoutes as paths,
  ListActionsQuery,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_KIND_HEADER,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import { seesAction } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { incidentViewerOf } from '../incident-viewer.ts';
import type { QueryApiDeps } from '../deps.ts';
import {
  findAction,
  listActions,
  possibleOwners,
  withAllowedSteps,
} from '@hs/read-models/corrective-actions/queries';
import { attachmentHeader } from '../http/send-attachment.ts';

const tags = ['actions'];
const notFound = () => new HttpProblem(404, 'Action not found', 'No such corrective action.');

/** Corrective actions: lists, one action with its timeline and allowed steps, its photos. */
export const actionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // Owners' departments decide who sees what; establishments give the zone of overdue.
  const consistent = waitForConsistency(
    deps.tracker,
    ['correctiveActions', 'employees', 'establishments'],
    deps.consistencyWaitMs,
  );
  const clock = () => ({ now: deps.now(), siteTimeZone: deps.site.timeZone });

  app.get(
    paths.actions,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          'Corrective actions, soonest due first: scope=mine (owned by me, the default) or scope=all (all I may ' +
          "see: my own; a supervisor's department; the safety team everything); filter by state, owner, " +
          'establishment, incident, inspection (its findings), overdue. A page of `limit` (50, at most 200); ' +
          'headers X-Total-Count (X-Total-Count-Kind exact or estimate) and X-Next-Cursor (send as cursor ' +
          'for the next page), as GET /api/incidents',
        querystring: ListActionsQuery,
        response: { 200: ActionList },
      },
    },
    async (request, reply) => {
      const page = await listActions(pool, await incidentViewerOf(pool, request), request.query, clock());
      reply.header(TOTAL_COUNT_HEADER, String(page.total.count));
      reply.header(TOTAL_COUNT_KIND_HEADER, page.total.exact ? 'exact' : 'estimate');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return { items: page.items };
    },
  );

  app.get(
    paths.owners,
    {
      config: { access: 'reviewer' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          "Whom I may make the owner of an action: the safety team any active employee, a supervisor their department's",
        response: { 200: ActionOwnerList },
      },
    },
    async (request) => ({ owners: await possibleOwners(pool, await incidentViewerOf(pool, request)) }),
  );

  app.get(
    routePattern(paths.action, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary:
          'One corrective action: details, timeline (every step with who and when), photos, and the next steps allowed to me',
        params: ActionIdParams,
        response: { 200: ActionDetail },
      },
    },
    async (request) => {
      const found = await findAction(pool, request.params.id, clock());
      if (!found) throw notFound();
      const viewer = await incidentViewerOf(pool, request);
      if (!seesAction(viewer, { ownerId: found.detail.ownerId, ownerDepartment: found.ownerDepartment }))
        throw new HttpProblem(403, 'Forbidden', 'This action belongs to someone outside your department.');
      return withAllowedSteps(found, viewer);
    },
  );

  app.get(
    routePattern(paths.photo, ':id', ':sha256'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags,
        summary: 'A photo of an action, for whoever may see the action',
        params: ActionPhotoParams,
      },
    },
    async (request, reply) => {
      const found = await findAction(pool, request.params.id, clock());
      const viewer = await incidentViewerOf(pool, request);
      const photo = found?.detail.photos.find((p) => p.sha256 === request.params.sha256);
      const visible =
        found &&
        seesAction(viewer, { ownerId: found.detail.ownerId, ownerDepartment: found.ownerDepartment });
      const blob = visible && photo && (await deps.blobs.open(photo.sha256));
      if (!photo || !blob) throw new HttpProblem(404, 'Not found', 'No such photo.');
      // Images show in the page; anything else is downloaded.
      const inline = photo.mediaType === 'image/png' || photo.mediaType === 'image/jpeg';
      return reply
        .header('content-type', photo.mediaType)
        .header('content-length', String(blob.size))
        .header('content-disposition', inline ? 'inline' : attachmentHeader(photo.originalName))
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', photo.sha256)
        .send(blob.stream);
    },
  );
};
