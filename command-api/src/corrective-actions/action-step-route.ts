import { ActionIdParams, CommandResponse } from '@hs/contracts';
import type { CorrectiveActionCommand } from '@hs/domain';
import type { Clock } from '@hs/infra/clock';
import type { EventStore } from '@hs/infra/event-store';
import type { Access } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { runActionCommand } from './action-commands.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A command on an existing action as a step sends it; the route adds who acts and when. */
type StepCommand<C = CorrectiveActionCommand> = C extends unknown ? Omit<C, 'metadata'> : never;

/** One step on an existing action: its route, who may take it, its body, and the command it sends. */
export type ActionStep<Body extends z.ZodType> = {
  method: 'POST' | 'PUT';
  url: string;
  access: Access;
  summary: string;
  body: Body;
  /** Checks that need stored data (who manages the action) go here, before the command is built. */
  command: (input: {
    body: z.output<Body>;
    actionId: string;
    request: FastifyRequest;
  }) => StepCommand | Promise<StepCommand>;
};

/**
 * Registers the steps of a corrective action (start, complete, verify, ...): each takes the action
 * id in the path, runs one command on its stream and answers with the consistency token.
 */
export const actionStepRoute =
  (app: ZodApp, { store, clock }: { store: EventStore; clock: Clock }) =>
  <Body extends z.ZodType>(step: ActionStep<Body>): void => {
    app.route({
      method: step.method,
      url: step.url,
      config: { access: step.access },
      schema: {
        tags: ['actions'],
        summary: step.summary,
        params: ActionIdParams,
        body: step.body,
        response: { 200: CommandResponse },
      },
      handler: async (request, reply) => {
        const context = commandContextOf(request, clock);
        const actionId = request.params.id;
        // Validated against `step.body` above; the type provider cannot follow a generic schema.
        const body = request.body as z.output<Body>;
        const command = await step.command({ body, actionId, request });
        return withToken(
          reply,
          await runActionCommand(store, actionId, { ...command, metadata: context.command }, context),
        );
      },
    });
  };
