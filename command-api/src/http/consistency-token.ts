import { CONSISTENCY_HEADER } from '@hs/contracts';
import type { FastifyReply } from 'fastify';

/** Sets X-Consistency-Token from a command's result (read-your-writes), and returns the result. */
export const withToken = <T extends { consistencyToken: string | null }>(
  reply: FastifyReply,
  result: T,
): T => {
  if (result.consistencyToken) reply.header(CONSISTENCY_HEADER, result.consistencyToken);
  return result;
};
