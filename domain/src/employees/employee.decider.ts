import { DomainError } from '../shared/domain-error.ts';
import type { EmployeeCommand } from './employee.commands.ts';
import type { EmployeeEvent } from './employee.events.ts';
import type { EmployeeProfile, Role } from './employee.vocabulary.ts';

export type Employee =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      employeeId: string;
      username: string;
      role: Role;
      profile: EmployeeProfile;
      /** Only from events recorded before hashes moved to the credentials table; newer ones are there. */
      legacyPasswordHash: string | null;
      mustChangePassword: boolean;
    };

export const initialState: Employee = { status: 'none' };

export const evolve = (state: Employee, event: EmployeeEvent): Employee => {
  if (event.type === 'EmployeeRegistered') {
    const { employeeId, username, role, registeredAt: _at, ...profile } = event.data;
    return {
      status: 'active',
      employeeId,
      username,
      role,
      profile,
      legacyPasswordHash: null,
      mustChangePassword: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmployeeProfileChanged':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'EmployeeRoleChanged':
      return { ...state, role: event.data.to };
    case 'EmployeeDeactivated':
      return { ...state, status: 'inactive' };
    case 'EmployeeReactivated':
      return { ...state, status: 'active' };
    case 'EmployeePasswordSet':
      return { ...state, legacyPasswordHash: event.data.passwordHash };
    case 'EmployeeTemporaryPasswordIssued':
      return { ...state, legacyPasswordHash: null, mustChangePassword: true };
    case 'EmployeePasswordChanged':
      return { ...state, legacyPasswordHash: null, mustChangePassword: false };
  }
};

const changedFields = (
  profile: EmployeeProfile,
  changes: Partial<EmployeeProfile>,
): Partial<EmployeeProfile> =>
  Object.fromEntries(
    Object.entries(changes).filter(
      // A field an older record lacks reads as null: setting it to null changes nothing.
      ([key, value]) => value !== undefined && (profile[key as keyof EmployeeProfile] ?? null) !== value,
    ),
  );

/** Nobody reports to themself; that the supervisor exists and may review is the handler's check. */
const assertNotOwnSupervisor = (employeeId: string, supervisorId: string | null | undefined) => {
  if (supervisorId === employeeId)
    throw new DomainError('InvalidSupervisor', 'An employee cannot be their own supervisor.', [
      'supervisorId',
    ]);
};

export const decide = (command: EmployeeCommand, state: Employee): EmployeeEvent[] => {
  const now = command.metadata.now;
  if (command.type === 'RegisterEmployee') {
    if (state.status !== 'none') throw new DomainError('EmployeeAlreadyExists');
    const { temporaryPassword, ...registration } = command.data;
    assertNotOwnSupervisor(registration.employeeId, registration.supervisorId);
    return [
      { type: 'EmployeeRegistered', data: { ...registration, registeredAt: now } },
      temporaryPassword
        ? { type: 'EmployeeTemporaryPasswordIssued', data: { issuedAt: now } }
        : { type: 'EmployeePasswordChanged', data: { changedAt: now } },
    ];
  }
  if (state.status === 'none') throw new DomainError('EmployeeNotFound');
  switch (command.type) {
    case 'ChangeEmployeeProfile': {
      assertNotOwnSupervisor(state.employeeId, command.data.changes.supervisorId);
      const changes = changedFields(state.profile, command.data.changes);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'EmployeeProfileChanged', data: { changes, changedAt: now } }];
    }
    case 'ChangeEmployeeRole':
      if (state.role === command.data.role) return [];
      if (command.metadata.userId === state.employeeId && state.role === 'admin') {
        throw new DomainError('CannotChangeOwnAdminRole', 'You cannot remove your own administrator role.');
      }
      return [
        { type: 'EmployeeRoleChanged', data: { from: state.role, to: command.data.role, changedAt: now } },
      ];
    case 'DeactivateEmployee':
      if (state.status === 'inactive') return [];
      if (command.metadata.userId === state.employeeId) {
        throw new DomainError('CannotDeactivateYourself', 'You cannot deactivate your own account.');
      }
      return [{ type: 'EmployeeDeactivated', data: { deactivatedAt: now } }];
    case 'ReactivateEmployee':
      return state.status === 'active' ? [] : [{ type: 'EmployeeReactivated', data: { reactivatedAt: now } }];
    case 'IssueTemporaryPassword':
      if (state.status === 'inactive')
        throw new DomainError('EmployeeInactive', 'This account is deactivated.');
      return [{ type: 'EmployeeTemporaryPasswordIssued', data: { issuedAt: now } }];
    case 'ChangeOwnPassword':
      if (command.metadata.userId !== state.employeeId) {
        throw new DomainError('NotAllowed', 'Only the account holder can choose its password.');
      }
      return [{ type: 'EmployeePasswordChanged', data: { changedAt: now } }];
  }
};
