import type { Event } from '../shared/command.ts';
import type { EmployeeProfile, Role } from './employee.vocabulary.ts';

export type EmployeeRegistered = Event<
  'EmployeeRegistered',
  EmployeeProfile & { employeeId: string; username: string; role: Role; registeredAt: string }
>;
export type EmployeeProfileChanged = Event<
  'EmployeeProfileChanged',
  { changes: Partial<EmployeeProfile>; changedAt: string }
>;
export type EmployeeRoleChanged = Event<'EmployeeRoleChanged', { from: Role; to: Role; changedAt: string }>;
export type EmployeeDeactivated = Event<'EmployeeDeactivated', { deactivatedAt: string }>;
export type EmployeeReactivated = Event<'EmployeeReactivated', { reactivatedAt: string }>;
/** The scrypt hash, never the password. History and audit views leave it out. */
export type EmployeePasswordSet = Event<'EmployeePasswordSet', { passwordHash: string; setAt: string }>;

export type EmployeeEvent =
  | EmployeeRegistered
  | EmployeeProfileChanged
  | EmployeeRoleChanged
  | EmployeeDeactivated
  | EmployeeReactivated
  | EmployeePasswordSet;

/** Claims a username for one employee; a stream per username makes it unique under concurrency. */
export type UsernameClaimed = Event<'UsernameClaimed', { username: string; employeeId: string }>;

export const employeeStreamId = (employeeId: string): string => `employee-${employeeId}`;
export const usernameStreamId = (username: string): string => `username-${normalizeUsername(username)}`;
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
