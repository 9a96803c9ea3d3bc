import {
  DomainError,
  employeeDecider,
  employeeStreamId,
  normalizeUsername,
  usernameStreamId,
  type Company,
  type Employee,
  type EmployeeEvent,
  type UsernameClaimed,
} from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';

/** The current state of an employee, folded from their stream (authoritative, no projection lag). */
export const loadEmployee = async (
  store: EventStore,
  employeeId: string,
): Promise<{ state: Employee; version: number }> => {
  const events = await store.readStream(employeeStreamId(employeeId));
  const state = events.reduce(
    (s, e) => employeeDecider.evolve(s, { type: e.type, data: e.data } as EmployeeEvent),
    employeeDecider.initialState,
  );
  return { state, version: events.length };
};

/** The acting person's company, from their own record: never taken from a request body. */
export const companyOfActor = async (store: EventStore, userId: string | null): Promise<Company> => {
  if (!userId) throw new DomainError('NotSignedIn', 'Sign in first.');
  const { state } = await loadEmployee(store, userId);
  if (state.status === 'none')
    throw new DomainError('EmployeeNotFound', 'Your account has no employee record.');
  return state.profile.company;
};

/** The employee a username belongs to, from the username's claim stream. */
export const employeeIdForUsername = async (store: EventStore, username: string): Promise<string | null> => {
  if (normalizeUsername(username).length === 0) return null;
  const [claim] = await store.readStream(usernameStreamId(username), { toVersion: 1 });
  return claim ? (claim.data as UsernameClaimed['data']).employeeId : null;
};

export const displayNameOf = (employee: Employee): string =>
  employee.status === 'none' ? '' : `${employee.profile.firstName} ${employee.profile.lastName}`;
