import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../http/command-context.ts';

/** Commands run by the application itself at start-up (sample data, first administrator). */
export const systemContext = (command: string): CommandContext => {
  const correlationId = randomUUID();
  const user = { userId: null, userName: `System (${command})`, role: 'system' };
  return {
    command: { now: new Date().toISOString(), ...user },
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
