import type { EventStore } from '@hs/infra/event-store';
import { displayNameOf, employeeIdForUsername, loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { systemContext } from './system-context.ts';

/**
 * A demo account acting in the sample data, so its history names a person; null while the account
 * does not exist (a production start has no demo accounts).
 */
export const demoUserContext = async (
  store: EventStore,
  username: string,
  role: string,
  command: string,
): Promise<CommandContext | null> => {
  const userId = await employeeIdForUsername(store, username);
  if (!userId) return null;
  const { state } = await loadEmployee(store, userId);
  const system = systemContext(command);
  const user = { userId, userName: displayNameOf(state), role };
  return {
    command: { ...system.command, ...user },
    event: (name) => ({ ...system.event(name), ...user }),
  };
};
