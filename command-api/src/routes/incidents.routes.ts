import {
  ChangeIncidentStatusBody,
  ChangeIncidentStatusResponse,
  CommentOnIncidentBody,
  CommentOnIncidentResponse,
  AssignEstablishmentBody,
  CommandResponse,
  CONSISTENCY_HEADER,
  IDEMPOTENCY_HEADER,
  IncidentIdParams,
  ReportIncidentBody,
  ReportIncidentResponse,
  routes,
  routePattern,
  establishmentRoutes,
} from '@hs/contracts';
import type { IncidentReport } from '@hs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { reportIncident } from '../incidents/report-incident.ts';
import { changeIncidentStatus } from '../incidents/change-incident-status.ts';
import { commentOnIncident } from '../incidents/comment-on-incident.ts';
import { assignIncidentEstablishment } from '../incidents/assign-incident-establishment.ts';
import { assertMayChangeStatus, assertMayComment } from '../incidents/incident-permission.ts';
import type { CommandApiDeps } from '../deps.ts';

// The HTTP body and the domain's report must stay the same shape.
const asReport = ({ attachmentIds: _files, ...report }: ReportIncidentBody): IncidentReport => report;

export const incidentRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routes.incidents,
    {
      config: { access: 'user' },
      schema: {
        tags: ['incidents'],
        summary:
          'Report an incident or near miss, with attachmentIds of files uploaded just before (at most 10)',
        body: ReportIncidentBody,
        response: { 201: ReportIncidentResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await reportIncident(
        { store: deps.store },
        asReport(request.body),
        commandContextOf(request, deps.clock),
        key,
        request.body.attachmentIds,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply
        .header(CONSISTENCY_HEADER, result.consistencyToken)
        .header('location', routes.incident(result.id));
      return reply.code(201).send({
        id: result.id,
        reportNumber: result.reportNumber,
        consistencyToken: result.consistencyToken,
      });
    },
  );

  app.put(
    routePattern(establishmentRoutes.assignIncident, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['incidents'],
        summary: 'File an incident under an establishment (reports made before establishments were asked)',
        params: IncidentIdParams,
        body: AssignEstablishmentBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await assignIncidentEstablishment(
          deps.store,
          request.params.id,
          request.body.establishmentId,
          commandContextOf(request, deps.clock),
        ),
      ),
  );

  app.patch(
    routePattern(routes.incidentStatus, ':id'),
    {
      config: { access: 'reviewer' },
      schema: {
        tags: ['incidents'],
        summary:
          'Change the status of an incident (any may follow any other; resolved and closed need a note). ' +
          "Safety officers and admins: any incident; supervisors: their department's, into review only. " +
          'Closing while corrective actions are not verified effective is refused (409) unless an admin gives overrideReason',
        params: IncidentIdParams,
        body: ChangeIncidentStatusBody,
        response: { 200: ChangeIncidentStatusResponse },
      },
    },
    async (request, reply) => {
      await assertMayChangeStatus(deps.store, request, request.params.id, request.body.status);
      const result = await changeIncidentStatus(
        deps.store,
        request.params.id,
        {
          status: request.body.status,
          note: request.body.note ?? null,
          expectedVersion: request.body.expectedVersion,
          overrideReason: request.body.overrideReason ?? null,
        },
        commandContextOf(request, deps.clock),
      );
      return withToken(reply, result);
    },
  );

  app.post(
    routePattern(routes.incidentComments, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags: ['incidents'],
        summary:
          "Comment on an incident (its reporter, their department's supervisor, the safety team), " +
          'with attachmentIds of files uploaded just before',
        params: IncidentIdParams,
        body: CommentOnIncidentBody,
        response: { 201: CommentOnIncidentResponse },
      },
    },
    async (request, reply) => {
      await assertMayComment(deps.store, request, request.params.id);
      const result = await commentOnIncident(
        deps.store,
        request.params.id,
        request.body,
        commandContextOf(request, deps.clock),
      );
      if (result.consistencyToken) reply.header(CONSISTENCY_HEADER, result.consistencyToken);
      return reply.code(201).send(result);
    },
  );
};
