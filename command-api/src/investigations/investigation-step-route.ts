import { InvestigationCommandResponse } from '@hs/contracts';
import type { InvestigationCommand } from '@hs/domain';
import type { Clock } from '@hs/infra/clock';
import type { EventStore, StreamAppend } from '@hs/infra/event-store';
import type { Access } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandContextOf, type CommandContext } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { runInvestigationCommand } from './investigation-commands.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type StepCommand<C = InvestigationCommand> = C extends unknown ? Omit<C, 'metadata'> : never;

/** What a step sends: the command, the id of what it creates, and appends to other streams. */
type Prepared = { command: StepCommand; id?: string; also?: StreamAppend[] };

export type InvestigationStep<Body extends z.ZodType, Params extends z.ZodObject> = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  summary: string;
  params: Params;
  body?: Body;
  /** Checks that need stored data (who manages the incident) go here, before the command is built. */
  prepare: (input: {
    body: z.output<Body>;
    params: z.output<Params>;
    request: FastifyRequest;
    context: CommandContext;
  }) => Prepared | Promise<Prepared>;
};

/** Registers one step on an incident's investigation: one command on its stream, answered with the token. */
export const investigationStepRoute =
  (app: ZodApp, { store, clock }: { store: EventStore; clock: Clock }) =>
  <Body extends z.ZodType, Params extends z.ZodObject<{ id: z.ZodUUID }>>(
    step: InvestigationStep<Body, Params>,
  ): void => {
    app.route({
      method: step.method,
      url: step.url,
      config: { access: step.access },
      schema: {
        tags: ['investigations'],
        summary: step.summary,
        params: step.params,
        ...(step.body ? { body: step.body } : {}),
        response: { 200: InvestigationCommandResponse, 201: InvestigationCommandResponse },
      },
      handler: async (request, reply) => {
        const context = commandContextOf(request, clock);
        // Validated against the step's schemas above; the type provider cannot follow generic ones.
        const params = request.params as z.output<Params>;
        const body = request.body as z.output<Body>;
        const { command, id, also } = await step.prepare({ body, params, request, context });
        const result = await runInvestigationCommand(
          store,
          params.id,
          { ...command, metadata: context.command } as InvestigationCommand,
          context,
          also,
        );
        const created = command.type === 'StartInvestigation' || id !== undefined;
        return reply.code(created ? 201 : 200).send(withToken(reply, { ...result, id: id ?? null }));
      },
    });
  };

export const IncidentParams = z.strictObject({ id: z.uuid() });
