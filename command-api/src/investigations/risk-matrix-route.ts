import { CommandResponse, investigationRoutes, RiskMatrix } from '@hs/contracts';
import { riskMatrixStreamId, type RiskMatrixChanged } from '@hs/domain';
import { formatPosition } from '@hs/infra/event-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** PUT /api/risk-matrix: an admin sets the labels and bands; each change is an event, the last in force. */
export const riskMatrixRoute = (app: ZodApp, { store, clock }: CommandApiDeps): void => {
  app.put(
    investigationRoutes.riskMatrix,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['investigations'],
        summary: 'Set the 5 x 5 risk matrix: severity and likelihood labels, bands and colours (admins)',
        body: RiskMatrix,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { now, userId, userName } = context.command;
      const event: RiskMatrixChanged = {
        type: 'RiskMatrixChanged',
        data: { by: userId, byName: userName, at: now, matrix: request.body },
      };
      const result = await store.append(
        riskMatrixStreamId,
        'any',
        [event],
        context.event('ChangeRiskMatrix'),
      );
      return withToken(reply, { consistencyToken: formatPosition(result.position) });
    },
  );
};
