import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { EmployeeCommand } from './employee.commands.ts';
import { decide, evolve, initialState } from './employee.decider.ts';
import type { EmployeeEvent } from './employee.events.ts';

const admin: CommandMetadata = {
  now: '2026-11-22T08:00:00.000Z',
  today: '2026-11-22',
  userId: 'admin-1',
  userName: 'Alex Morgan',
  role: 'admin',
};
const given = (...events: EmployeeEvent[]) => ({
  when: (command: Omit<EmployeeCommand, 'metadata'>, metadata: CommandMetadata = admin) =>
    decide({ ...command, metadata } as EmployeeCommand, events.reduce(evolve, initialState)),
});

const profile = {
  firstName: 'Jamie',
  lastName: 'Chen',
  email: 'jamie@todco.example',
  company: 'TODCO' as const,
  department: 'Production',
  position: 'Operator',
  workLocation: 'Plant 2',
};
const registered: EmployeeEvent = {
  type: 'EmployeeRegistered',
  data: { ...profile, employeeId: 'e-1', username: 'jchen', role: 'employee', registeredAt: admin.now },
};
const deactivated: EmployeeEvent = { type: 'EmployeeDeactivated', data: { deactivatedAt: admin.now } };

describe('given no employee', () => {
  it('when registered, then the registration and the password hash are recorded', () => {
    expect(
      given().when({
        type: 'RegisterEmployee',
        data: {
          ...profile,
          employeeId: 'e-1',
          username: 'jchen',
          role: 'employee',
          passwordHash: 'scrypt$x',
        },
      }),
    ).toEqual([
      registered,
      { type: 'EmployeePasswordSet', data: { passwordHash: 'scrypt$x', setAt: admin.now } },
    ]);
  });
  it('when deactivated, then it is refused as not found', () => {
    expect(() => given().when({ type: 'DeactivateEmployee', data: {} })).toThrowError(
      expect.objectContaining({ code: 'EmployeeNotFound' }),
    );
  });
});

describe('given a registered employee', () => {
  it('when the profile changes, then only the fields that differ are recorded', () => {
    expect(
      given(registered).when({
        type: 'ChangeEmployeeProfile',
        data: { changes: { department: 'Production', position: 'Lead' } },
      }),
    ).toEqual([
      { type: 'EmployeeProfileChanged', data: { changes: { position: 'Lead' }, changedAt: admin.now } },
    ]);
  });
  it('when nothing changes, then nothing is recorded', () => {
    expect(given(registered).when({ type: 'ChangeEmployeeRole', data: { role: 'employee' } })).toEqual([]);
  });
  it('when the role changes, then from and to are recorded', () => {
    expect(given(registered).when({ type: 'ChangeEmployeeRole', data: { role: 'supervisor' } })).toEqual([
      { type: 'EmployeeRoleChanged', data: { from: 'employee', to: 'supervisor', changedAt: admin.now } },
    ]);
  });
  it('when they try to deactivate themselves, then it is refused', () => {
    expect(() =>
      given(registered).when({ type: 'DeactivateEmployee', data: {} }, { ...admin, userId: 'e-1' }),
    ).toThrowError(expect.objectContaining({ code: 'CannotDeactivateYourself' }));
  });
  it('when deactivated twice, then the second changes nothing; reactivation brings them back', () => {
    expect(given(registered, deactivated).when({ type: 'DeactivateEmployee', data: {} })).toEqual([]);
    expect(given(registered, deactivated).when({ type: 'ReactivateEmployee', data: {} })).toEqual([
      { type: 'EmployeeReactivated', data: { reactivatedAt: admin.now } },
    ]);
  });
});
