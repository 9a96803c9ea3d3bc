import {
  CommandResponse,
  ComplianceIssueBody,
  CreatedResponse,
  routePattern,
  SafetyInboxParams,
  safetyInboxRoutes,
  SafetyInboxStatusBody,
  SafetyMessageBody,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import {
  reportComplianceIssue,
  sendSafetyMessage,
  triageSafetyInboxItem,
} from '../safety-inbox/safety-inbox.ts';

/** Messages and compliance issues for the safety team, and the team's triage of them. */
export const safetyInboxCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, clock },
) => {
  app.post(
    safetyInboxRoutes.messages,
    {
      config: { access: 'user' },
      schema: {
        tags: ['safety-inbox'],
        summary: "Send a message to the safety team of the sender's company",
        body: SafetyMessageBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(reply, await sendSafetyMessage(store, request.body, commandContextOf(request, clock))),
        ),
  );
  app.post(
    safetyInboxRoutes.complianceIssues,
    {
      config: { access: 'user' },
      schema: {
        tags: ['safety-inbox'],
        summary: 'Report a compliance issue for the safety team to triage',
        body: ComplianceIssueBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(
            reply,
            await reportComplianceIssue(store, request.body, commandContextOf(request, clock)),
          ),
        ),
  );
  app.patch(
    routePattern(safetyInboxRoutes.status, ':id'),
    {
      config: { access: 'officer' },
      schema: {
        tags: ['safety-inbox'],
        summary: 'Triage: start the review, then resolve (with a note) or dismiss (with a reason)',
        params: SafetyInboxParams,
        body: SafetyInboxStatusBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await triageSafetyInboxItem(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
};
