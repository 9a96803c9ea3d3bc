import {
  CommandResponse,
  DispositionReasonBody,
  IncidentIdParams,
  MarkIncidentDuplicateBody,
  dispositionRoutes,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { markIncident } from '../incidents/mark-incident.ts';

const schemaOf = <Body>(summary: string, body: Body) => ({
  tags: ['incidents'],
  summary,
  params: IncidentIdParams,
  body,
  response: { 200: CommandResponse },
});

/**
 * Duplicate and void (docs/product.md): the safety team sets a report aside with a reason, and
 * undoes it with one. The decider refuses other roles too; the route's rule answers them first.
 */
export const incidentDispositionRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routePattern(dispositionRoutes.duplicate, ':id'),
    {
      config: { access: 'officer' },
      schema: schemaOf(
        'Mark a report a duplicate of another (safety officers and admins): it leaves every count, OSHA log and clock. ' +
          'Refused for itself (422), an unknown original (400), an original itself marked (422), or a report already marked (409)',
        MarkIncidentDuplicateBody,
      ),
    },
    async (request, reply) =>
      withToken(
        reply,
        await markIncident(
          deps.store,
          request.params.id,
          { type: 'MarkIncidentDuplicate', ...request.body },
          commandContextOf(request, deps.clock),
        ),
      ),
  );

  app.post(
    routePattern(dispositionRoutes.void, ':id'),
    {
      config: { access: 'officer' },
      schema: schemaOf(
        'Void a report with a reason (safety officers and admins): it leaves every count, OSHA log and clock. ' +
          'A report already marked is refused (409)',
        DispositionReasonBody,
      ),
    },
    async (request, reply) =>
      withToken(
        reply,
        await markIncident(
          deps.store,
          request.params.id,
          { type: 'VoidIncident', reason: request.body.reason },
          commandContextOf(request, deps.clock),
        ),
      ),
  );

  app.post(
    routePattern(dispositionRoutes.reinstate, ':id'),
    {
      config: { access: 'officer' },
      schema: schemaOf(
        'Undo a duplicate or void marking with a reason (safety officers and admins): the report counts again. ' +
          'A report not marked is refused (409)',
        DispositionReasonBody,
      ),
    },
    async (request, reply) =>
      withToken(
        reply,
        await markIncident(
          deps.store,
          request.params.id,
          { type: 'ReinstateIncident', reason: request.body.reason },
          commandContextOf(request, deps.clock),
        ),
      ),
  );
};
