import { CONSISTENCY_HEADER, PARKED_HEADER, STALE_HEADER, isConsistencyToken } from '@hs/contracts';
import { parsePosition } from '@hs/infra/event-store';
import type { CheckpointTracker } from '@hs/infra/consistency';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * preHandler for a GET that reads the given read models: when the caller sends the consistency
 * token of its last command, wait (up to `waitMs`) until those projections have passed it; if
 * they have not, answer anyway and say so in a header. A write a projection parked is passed at
 * once (the checkpoint moves past it): the answer then says it is parked rather than stale.
 * The read models may be looked up per request, when which ones a read covers depends on the data.
 */
export const waitForConsistency =
  (
    tracker: CheckpointTracker,
    models: readonly string[] | (() => Promise<readonly string[]>),
    waitMs: number,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.headers[CONSISTENCY_HEADER];
    if (typeof token !== 'string' || !isConsistencyToken(token)) return;
    const target = parsePosition(token);
    const readModels = typeof models === 'function' ? await models() : models;
    const caughtUp = await tracker.waitFor(readModels, target, waitMs);
    if (await tracker.isParked(readModels, target)) reply.header(PARKED_HEADER, 'true');
    else if (!caughtUp) reply.header(STALE_HEADER, 'true');
  };
