import type { EventMetadata } from '@hs/infra/event-store';
import { calendarDate, type CommandMetadata } from '@hs/domain';
import type { Clock } from '@hs/infra/clock';
import type { FastifyRequest } from 'fastify';

/** Who acts, when, and through which request: built from the request, never from the body. */
export type CommandContext = {
  command: CommandMetadata;
  event: (commandName: string) => EventMetadata;
};

const claimPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/** A client's own id for its request, kept only as its claim and only in a harmless shape. */
const claimed = (header: string | string[] | undefined): string | undefined =>
  typeof header === 'string' && claimPattern.test(header) ? header : undefined;

export const commandContextOf = (request: FastifyRequest, clock: Clock): CommandContext => {
  const now = clock.now();
  // The acting user always comes from the session, never from the body or the path.
  const user = {
    userId: request.user?.userId ?? null,
    userName: request.user?.displayName ?? null,
    role: request.user?.role ?? null,
  };
  // Ids in the hash-chained log are facts the server made; what the client sent is recorded apart.
  const claimedRequestId = claimed(request.headers['x-request-id']);
  const claimedCorrelationId = claimed(request.headers['x-correlation-id']);
  return {
    command: { now: now.toISOString(), today: calendarDate(now, clock.timeZone), ...user },
    event: (commandName) => ({
      ...user,
      command: commandName,
      correlationId: request.id,
      causationId: null,
      requestId: request.id,
      clientIp: request.ip ?? null,
      ...(claimedRequestId ? { claimedRequestId } : {}),
      ...(claimedCorrelationId ? { claimedCorrelationId } : {}),
    }),
  };
};
