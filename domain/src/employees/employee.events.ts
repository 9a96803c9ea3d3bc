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
/**
 * Recorded by earlier versions: the scrypt hash in the event. No longer written (hashes live in the
 * credentials table); accounts that have only this still sign in with it.
 */
export type EmployeePasswordSet = Event<'EmployeePasswordSet', { passwordHash: string; setAt: string }>;
/** An administrator created or reset the account: a one-time password the owner must replace. */
export type EmployeeTemporaryPasswordIssued = Event<'EmployeeTemporaryPasswordIssued', { issuedAt: string }>;
/** The owner set their own password (or the operator's configured one at start-up). */
export type EmployeePasswordChanged = Event<'EmployeePasswordChanged', { changedAt: string }>;

export type EmployeeEvent =
  | EmployeeRegistered
  | EmployeeProfileChanged
  | EmployeeRoleChanged
  | EmployeeDeactivated
  | EmployeeReactivated
  | EmployeePasswordSet
  | EmployeeTemporaryPasswordIssued
  | EmployeePasswordChanged;

/** Claims a username for one employee; a stream per username makes it unique under concurrency. */
export type UsernameClaimed = Event<'UsernameClaimed', { username: string; employeeId: string }>;

export const employeeStreamId = (employeeId: string): string => `employee-${employeeId}`;
export const usernameStreamId = (username: string): string => `username-${normalizeUsername(username)}`;
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
