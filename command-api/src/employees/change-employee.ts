import { employeeDecider, employeeStreamId, type EmployeeCommand, type EmployeeEvent } from '@hs/domain';
import { announceSessionsChanged, formatPosition, SessionStore, type EventStore } from '@hs/infra';
import type { CommandContext } from '../http/command-context.ts';
import { loadEmployee } from './employee-repository.ts';

type Change = Exclude<EmployeeCommand, { type: 'RegisterEmployee' }>;

/**
 * Any change to an existing employee. Deactivation ends the employee's sessions and a role
 * change updates them, in the same transaction as the event, so neither lingers.
 */
export const changeEmployee = async (
  store: EventStore,
  employeeId: string,
  command: Omit<Change, 'metadata'>,
  context: CommandContext,
): Promise<{ consistencyToken: string | null }> => {
  const { state, version } = await loadEmployee(store, employeeId);
  const events: EmployeeEvent[] = employeeDecider.decide(
    { ...command, metadata: context.command } as Change,
    state,
  );
  if (events.length === 0) return { consistencyToken: null };
  const [result] = await store.appendToStreams(
    [{ streamId: employeeStreamId(employeeId), expected: version, events }],
    context.event(command.type),
    async (client) => {
      for (const event of events) {
        if (event.type === 'EmployeeDeactivated') await SessionStore.endAllFor(client, employeeId);
        if (event.type === 'EmployeeRoleChanged')
          await SessionStore.changeRoleFor(client, employeeId, event.data.to);
      }
    },
  );
  // Committed: this process forgets the cached sessions now, before answering.
  if (events.some((e) => e.type === 'EmployeeDeactivated' || e.type === 'EmployeeRoleChanged'))
    announceSessionsChanged(employeeId);
  return { consistencyToken: formatPosition(result!.position) };
};
