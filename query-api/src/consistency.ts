import { CONSISTENCY_HEADER, PARKED_HEADER, STALE_HEADER, isConsistencyToken } from '@hs/contracts';
import { parsePosition } from '@hs/infra/event-store';
import type { CheckpointTracker } from '@hs/infra/consistency';
import { problemBody, sendProblem } from '@hs/infra/http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a client waits before asking again for a read the projections have not caught up with. */
export const STALE_RETRY_AFTER_S = 2;

/**
 * preHandler for a GET that reads the given read models: when the caller sends the consistency
 * token of its last command, wait (up to `waitMs`) until those projections have passed it. If they
 * have not, the answer is 503 with Retry-After, saying the write is recorded: an answer without it
 * (a 404, a list without the new report) would read as "what I saved is gone". A write a projection
 * parked is passed at once (the checkpoint moves past it): the answer then says it is parked.
 * The read models may be looked up per request, when which ones a read covers depends on the data.
 */
export const waitForConsistency =
  (
    tracker: CheckpointTracker,
    models: readonly string[] | (() => Promise<readonly string[]>),
    waitMs: number,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const token = request.headers[CONSISTENCY_HEADER];
    if (typeof token !== 'string' || !isConsistencyToken(token)) return undefined;
    const target = parsePosition(token);
    const readModels = typeof models === 'function' ? await models() : models;
    const caughtUp = await tracker.waitFor(readModels, target, waitMs);
    if (await tracker.isParked(readModels, target)) reply.header(PARKED_HEADER, 'true');
    else if (!caughtUp) {
      reply.header(STALE_HEADER, 'true').header('retry-after', String(STALE_RETRY_AFTER_S));
      return sendProblem(
        reply,
        problemBody(
          503,
          'Saved, not shown yet',
          'What you saved is recorded and will appear here shortly. Try again in a moment.',
        ),
      );
    }
    return undefined;
  };
