import {
  DomainError,
  employeeDecider,
  employeeStreamId,
  normalizeUsername,
  usernameStreamId,
  type EmployeeProfile,
  type Role,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore } from '@hs/infra/event-store';
import { hashPassword, saveCredential } from '@hs/infra/auth';
import { newId } from '@hs/infra/ids';
import { generateTemporaryPassword } from '../auth/temporary-password.ts';
import { claimEmail, emailClaimStreamId, emailTaken } from './email-claims.ts';
import type { CommandContext } from '../http/command-context.ts';

/**
 * Without `password` (an administrator adds someone) the server generates a temporary one that the
 * new employee must replace; with it (demo accounts, the configured first administrator) it is final.
 */
export type Registration = EmployeeProfile & { username: string; role: Role; password?: string };

/**
 * Registers an employee and claims the username and the e-mail address in one transaction: the
 * username's stream must not exist yet and the address's claim stream must be where it was read,
 * so two concurrent registrations of one name or one address cannot both succeed.
 */
export const registerEmployee = async (
  store: EventStore,
  registration: Registration,
  context: CommandContext,
): Promise<{ id: string; consistencyToken: string; temporaryPassword: string | null }> => {
  const { password: chosen, ...rest } = registration;
  const temporaryPassword = chosen === undefined ? generateTemporaryPassword() : null;
  const passwordHash = await hashPassword(chosen ?? temporaryPassword!);
  const employeeId = newId();
  const username = normalizeUsername(rest.username);
  const events = employeeDecider.decide(
    {
      type: 'RegisterEmployee',
      data: { ...rest, username, employeeId, temporaryPassword: temporaryPassword !== null },
      metadata: context.command,
    },
    employeeDecider.initialState,
  );
  const emailClaim = await claimEmail(store, rest.email, employeeId);
  try {
    const results = await store.appendToStreams(
      [
        ...(emailClaim ? [emailClaim] : []),
        {
          streamId: usernameStreamId(username),
          expected: 0,
          events: [{ type: 'UsernameClaimed', data: { username, employeeId } }],
        },
        { streamId: employeeStreamId(employeeId), expected: 0, events },
      ],
      context.event('RegisterEmployee'),
      (client) =>
        saveCredential(client, employeeId, { passwordHash, mustChange: temporaryPassword !== null }),
    );
    return {
      id: employeeId,
      consistencyToken: formatPosition(results.at(-1)!.position),
      temporaryPassword,
    };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamId === usernameStreamId(username)) {
      throw new DomainError('UsernameTaken', `The username "${username}" is already taken.`, ['username']);
    }
    if (error instanceof ConcurrencyError && error.streamId === emailClaimStreamId(rest.email)) {
      throw emailTaken();
    }
    throw error;
  }
};
