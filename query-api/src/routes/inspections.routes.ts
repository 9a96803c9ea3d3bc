import {
  InspectionDetail,
  InspectionFindings,
  InspectionIdParams,
  InspectionOverview,
  InspectionPhotoParams,
  inspectionRoutes as paths,
  InspectionScheduleList,
  InspectionTemplate,
  InspectionTemplateList,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { departmentOfEmployee } from '@hs/read-models/employees/queries';
import {
  findTemplate,
  inspectionDetail,
  inspectionOverview,
  inspectionPhoto,
  listSchedules,
  listTemplates,
  type Viewer,
} from '@hs/read-models/inspections/queries';
import type { QueryApiDeps } from '../deps.ts';

const tags = ['inspections'];
const user = { access: 'user' as const };

const notFound = () => new HttpProblem(404, 'Inspection not found', 'No such inspection.');

/** Inspections: every template for anyone (ad hoc starts); the rest as far as the caller may see. */
export const inspectionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  // Due occurrences join establishments and people: those read models count too.
  const consistent = waitForConsistency(
    deps.tracker,
    ['inspections', 'establishments', 'employees'],
    deps.consistencyWaitMs,
  );
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    userId: request.user!.userId,
    role: request.user!.role,
    department: await departmentOfEmployee(pool, request.user!.userId),
  });

  app.get(
    paths.templates,
    {
      config: user,
      preHandler: consistent,
      schema: {
        tags,
        summary: 'Every inspection template at its current version',
        response: { 200: InspectionTemplateList },
      },
    },
    async () => ({ templates: await listTemplates(pool) }),
  );

  app.get(
    routePattern(paths.template, ':id'),
    {
      config: user,
      preHandler: consistent,
      schema: {
        tags,
        summary: 'One template at its current version',
        params: InspectionIdParams,
        response: { 200: InspectionTemplate },
      },
    },
    async (request) => {
      const template = await findTemplate(pool, request.params.id);
      if (!template) throw new HttpProblem(404, 'Template not found', 'No such inspection template.');
      return template;
    },
  );

  app.get(
    paths.schedules,
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags,
        summary: 'Every running inspection schedule, and the 100 most recently cancelled (safety team)',
        response: { 200: InspectionScheduleList },
      },
    },
    async () => listSchedules(pool),
  );

  app.get(
    paths.inspections,
    {
      config: user,
      preHandler: consistent,
      schema: {
        tags,
        summary:
          "Due (overdue first), in progress and done inspections and the history per template and site: one's own, a supervisor's department's, all for the safety team",
        response: { 200: InspectionOverview },
      },
    },
    async (request) => inspectionOverview(pool, await viewerOf(request), deps.now()),
  );

  app.get(
    routePattern(paths.inspection, ':id'),
    {
      config: user,
      preHandler: consistent,
      schema: {
        tags,
        summary: 'One inspection: its template version, answers, photos, score, findings and corrections',
        params: InspectionIdParams,
        response: { 200: InspectionDetail },
      },
    },
    async (request) => {
      const detail = await inspectionDetail(pool, request.params.id, await viewerOf(request));
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    routePattern(paths.findings, ':id'),
    {
      config: user,
      preHandler: consistent,
      schema: {
        tags,
        summary:
          "An inspection's findings; a finding's id is its question's id, stable within the inspection",
        params: InspectionIdParams,
        response: { 200: InspectionFindings },
      },
    },
    async (request) => {
      const detail = await inspectionDetail(pool, request.params.id, await viewerOf(request));
      if (!detail) throw notFound();
      return { inspectionId: detail.id, findings: detail.findingList };
    },
  );

  app.get(
    routePattern(paths.photo, ':id', ':sha256'),
    {
      config: user,
      preHandler: consistent,
      schema: { tags, summary: 'A photo attached to an answer', params: InspectionPhotoParams },
    },
    async (request, reply) => {
      const { id, sha256 } = request.params;
      const photo = await inspectionPhoto(pool, id, sha256, await viewerOf(request));
      const blob = photo && (await deps.blobs.open(sha256));
      if (!photo || !blob) throw new HttpProblem(404, 'Not found', 'No such photo.');
      return reply
        .header('content-type', photo.mediaType)
        .header('content-length', String(blob.size))
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', sha256)
        .send(blob.stream);
    },
  );
};
