import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { EmployeeCommand } from './employee.commands.ts';
import { decide, evolve, initialState } from './employee.decider.ts';
import type { EmployeeEvent } from './employee.events.ts';
import { givenEvents } from '../shared/given-events.ts';

const admin: CommandMetadata = {
  now: '2026-11-22T08:00:00.000Z',
  today: '2026-11-22',
  userId: 'admin-1',
  userName: 'Alex Morgan',
  role: 'admin',
};
const given = givenEvents(
  { decide, evolve, initialState },
  (command: Omit<EmployeeCommand, 'metadata'>, metadata: CommandMetadata = admin) =>
    ({ ...command, metadata }) as EmployeeCommand,
);

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
  it('when an administrator registers them, then a temporary password is recorded, never its hash', () => {
    expect(
      given().when({
        type: 'RegisterEmployee',
        data: { ...profile, employeeId: 'e-1', username: 'jchen', role: 'employee', temporaryPassword: true },
      }),
    ).toEqual([registered, { type: 'EmployeeTemporaryPasswordIssued', data: { issuedAt: admin.now } }]);
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
  it('when a supervisor and home establishment are set, then both are recorded; clearing an unset one records nothing', () => {
    expect(
      given(registered).when({
        type: 'ChangeEmployeeProfile',
        data: { changes: { supervisorId: 's-1', homeEstablishmentId: 'site-2' } },
      }),
    ).toEqual([
      {
        type: 'EmployeeProfileChanged',
        data: { changes: { supervisorId: 's-1', homeEstablishmentId: 'site-2' }, changedAt: admin.now },
      },
    ]);
    expect(
      given(registered).when({ type: 'ChangeEmployeeProfile', data: { changes: { supervisorId: null } } }),
    ).toEqual([]);
  });
  it('when they are named their own supervisor, then it is refused naming the field', () => {
    expect(() =>
      given(registered).when({ type: 'ChangeEmployeeProfile', data: { changes: { supervisorId: 'e-1' } } }),
    ).toThrowError(expect.objectContaining({ code: 'InvalidSupervisor', fields: ['supervisorId'] }));
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

describe('given a registered employee and their password', () => {
  const owner: CommandMetadata = { ...admin, userId: 'e-1', userName: 'Jamie Chen', role: 'employee' };
  it('when an administrator resets it, then a temporary password is issued and must be replaced', () => {
    const events = given(registered).when({ type: 'IssueTemporaryPassword', data: {} });
    expect(events).toEqual([{ type: 'EmployeeTemporaryPasswordIssued', data: { issuedAt: admin.now } }]);
    expect([registered, ...events].reduce(evolve, initialState)).toMatchObject({ mustChangePassword: true });
  });
  it('when the owner changes it, then the change is recorded and the forced change is over', () => {
    const issued: EmployeeEvent = { type: 'EmployeeTemporaryPasswordIssued', data: { issuedAt: admin.now } };
    const events = given(registered, issued).when({ type: 'ChangeOwnPassword', data: {} }, owner);
    expect(events).toEqual([{ type: 'EmployeePasswordChanged', data: { changedAt: admin.now } }]);
    expect([registered, issued, ...events].reduce(evolve, initialState)).toMatchObject({
      mustChangePassword: false,
    });
  });
  it('when someone else tries to choose it, then it is refused', () => {
    expect(() => given(registered).when({ type: 'ChangeOwnPassword', data: {} })).toThrowError(
      expect.objectContaining({ code: 'NotAllowed' }),
    );
  });
  it('when a deactivated account is reset, then it is refused', () => {
    expect(() =>
      given(registered, deactivated).when({ type: 'IssueTemporaryPassword', data: {} }),
    ).toThrowError(expect.objectContaining({ code: 'EmployeeInactive' }));
  });
});
