import { randomUUID } from 'node:crypto';
import { calendarDate } from '@hs/domain';
import { systemClock } from '@hs/infra/clock';
import type { CommandContext } from '../http/command-context.ts';

/** Commands run by the application itself at start-up (sample data, first administrator). */
export const systemContext = (command: string, clock = systemClock()): CommandContext => {
  const now = clock.now();
  const correlationId = randomUUID();
  const user = { userId: null, userName: `System (${command})`, role: 'system' };
  return {
    command: { now: now.toISOString(), today: calendarDate(now, clock.timeZone), ...user },
    event: (name) => ({
      ...user,
      command: name,
      correlationId,
      causationId: null,
      requestId: null,
      clientIp: null,
    }),
  };
};
