import {
  employeeDecider,
  employeeStreamId,
  normalizeEmail,
  type Employee,
  type EmployeeCommand,
  type EmployeeEvent,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, type StreamAppend } from '@hs/infra/event-store';
import { announceSessionsChanged, SessionStore } from '@hs/infra/auth';
import type { CommandContext } from '../http/command-context.ts';
import { claimEmail, emailTaken, isEmailClaimStream, releaseEmail } from './email-claims.ts';
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
  const claims = await emailClaimsFor(store, state, events);
  const appends = [{ streamId: employeeStreamId(employeeId), expected: version, events }, ...claims];
  const [result] = await store
    .appendToStreams(appends, context.event(command.type), async (client) => {
      for (const event of events) {
        if (event.type === 'EmployeeDeactivated') await SessionStore.endAllFor(client, employeeId);
        if (event.type === 'EmployeeRoleChanged')
          await SessionStore.changeRoleFor(client, employeeId, event.data.to);
      }
    })
    .catch((error: unknown) => {
      if (error instanceof ConcurrencyError && isEmailClaimStream(error.streamId)) throw emailTaken();
      throw error;
    });
  // Committed: this process forgets the cached sessions now, before answering.
  if (events.some((e) => e.type === 'EmployeeDeactivated' || e.type === 'EmployeeRoleChanged'))
    announceSessionsChanged(employeeId);
  return { consistencyToken: formatPosition(result!.position) };
};

/** A new e-mail address moves the claim: the new one is taken, the old one freed, with the change. */
const emailClaimsFor = async (
  store: EventStore,
  state: Employee,
  events: readonly EmployeeEvent[],
): Promise<StreamAppend[]> => {
  if (state.status === 'none') return [];
  const changed = events.find((e) => e.type === 'EmployeeProfileChanged')?.data.changes.email;
  const current = state.profile.email;
  if (changed === undefined || normalizeEmail(changed) === normalizeEmail(current)) return [];
  const claim = await claimEmail(store, changed, state.employeeId);
  const release = await releaseEmail(store, current, state.employeeId);
  return [claim, release].filter((append) => append !== null);
};
