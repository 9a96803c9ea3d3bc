import type { Command } from '../shared/command.ts';
import type { EmployeeProfile, Role } from './employee.vocabulary.ts';

export type RegisterEmployee = Command<
  'RegisterEmployee',
  EmployeeProfile & { employeeId: string; username: string; role: Role; temporaryPassword: boolean }
>;
export type ChangeEmployeeProfile = Command<'ChangeEmployeeProfile', { changes: Partial<EmployeeProfile> }>;
export type ChangeEmployeeRole = Command<'ChangeEmployeeRole', { role: Role }>;
export type DeactivateEmployee = Command<'DeactivateEmployee', Record<string, never>>;
export type ReactivateEmployee = Command<'ReactivateEmployee', Record<string, never>>;
/** An administrator resets the password: a new temporary one. */
export type IssueTemporaryPassword = Command<'IssueTemporaryPassword', Record<string, never>>;
/** The signed-in owner replaces their password (the checks of the old one are done before). */
export type ChangeOwnPassword = Command<'ChangeOwnPassword', Record<string, never>>;

export type EmployeeCommand =
  | RegisterEmployee
  | ChangeEmployeeProfile
  | ChangeEmployeeRole
  | DeactivateEmployee
  | ReactivateEmployee
  | IssueTemporaryPassword
  | ChangeOwnPassword;
