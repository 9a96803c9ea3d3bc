import type { Command } from '../shared/command.ts';
import type { EmployeeProfile, Role } from './employee.vocabulary.ts';

export type RegisterEmployee = Command<
  'RegisterEmployee',
  EmployeeProfile & { employeeId: string; username: string; role: Role; passwordHash: string }
>;
export type ChangeEmployeeProfile = Command<'ChangeEmployeeProfile', { changes: Partial<EmployeeProfile> }>;
export type ChangeEmployeeRole = Command<'ChangeEmployeeRole', { role: Role }>;
export type DeactivateEmployee = Command<'DeactivateEmployee', Record<string, never>>;
export type ReactivateEmployee = Command<'ReactivateEmployee', Record<string, never>>;
export type SetEmployeePassword = Command<'SetEmployeePassword', { passwordHash: string }>;

export type EmployeeCommand =
  | RegisterEmployee
  | ChangeEmployeeProfile
  | ChangeEmployeeRole
  | DeactivateEmployee
  | ReactivateEmployee
  | SetEmployeePassword;
