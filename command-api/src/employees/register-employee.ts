import {
  DomainError,
  employeeDecider,
  employeeStreamId,
  normalizeUsername,
  usernameStreamId,
  type EmployeeProfile,
  type Role,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, hashPassword, type EventStore, newId } from '@hs/infra';
import type { CommandContext } from '../http/command-context.ts';

export type Registration = EmployeeProfile & { username: string; role: Role; password: string };

/**
 * Registers an employee and claims the username in one transaction: the username's own stream
 * must not exist yet, so two concurrent registrations of one name cannot both succeed.
 */
export const registerEmployee = async (
  store: EventStore,
  registration: Registration,
  context: CommandContext,
): Promise<{ id: string; consistencyToken: string }> => {
  const { password, ...rest } = registration;
  const employeeId = newId();
  const username = normalizeUsername(rest.username);
  const events = employeeDecider.decide(
    {
      type: 'RegisterEmployee',
      data: { ...rest, username, employeeId, passwordHash: await hashPassword(password) },
      metadata: context.command,
    },
    employeeDecider.initialState,
  );
  try {
    const results = await store.appendToStreams(
      [
        {
          streamId: usernameStreamId(username),
          expected: 0,
          events: [{ type: 'UsernameClaimed', data: { username, employeeId } }],
        },
        { streamId: employeeStreamId(employeeId), expected: 0, events },
      ],
      context.event('RegisterEmployee'),
    );
    return { id: employeeId, consistencyToken: formatPosition(results.at(-1)!.position) };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamId === usernameStreamId(username)) {
      throw new DomainError('UsernameTaken', `The username "${username}" is already taken.`, ['username']);
    }
    throw error;
  }
};
