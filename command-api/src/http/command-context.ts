import type { CommandMetadata } from '@hs/domain';
import { calendarDate, type Clock, type EventMetadata } from '@hs/infra';
import type { FastifyRequest } from 'fastify';

/** Who acts, when, and through which request: built from the request, never from the body. */
export type CommandContext = {
  command: CommandMetadata;
  event: (commandName: string) => EventMetadata;
};

const correlationPattern = /^[A-Za-z0-9._-]{1,64}$/;

export const commandContextOf = (request: FastifyRequest, clock: Clock): CommandContext => {
  const now = clock.now();
  // The acting user always comes from the session, never from the body or the path.
  const user = {
    userId: request.user?.userId ?? null,
    userName: request.user?.displayName ?? null,
    role: request.user?.role ?? null,
  };
  const given = request.headers['x-correlation-id'];
  const correlationId = typeof given === 'string' && correlationPattern.test(given) ? given : request.id;
  return {
    command: { now: now.toISOString(), today: calendarDate(now, clock.timeZone), ...user },
    event: (commandName) => ({
      ...user,
      command: commandName,
      correlationId,
      causationId: null,
      requestId: request.id,
      clientIp: request.ip ?? null,
    }),
  };
};
