import { CONSISTENCY_HEADER, STALE_HEADER, isConsistencyToken } from '@hs/contracts';
import { parsePosition, type CheckpointTracker } from '@hs/infra';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * preHandler for a GET that reads the given read models: when the caller sends the consistency
 * token of its last command, wait (up to `waitMs`) until those projections have passed it; if
 * they have not, answer anyway and say so in a header.
 */
export const waitForConsistency =
  (tracker: CheckpointTracker, readModels: readonly string[], waitMs: number) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.headers[CONSISTENCY_HEADER];
    if (typeof token !== 'string' || !isConsistencyToken(token)) return;
    const caughtUp = await tracker.waitFor(readModels, parsePosition(token), waitMs);
    if (!caughtUp) reply.header(STALE_HEADER, 'true');
  };
