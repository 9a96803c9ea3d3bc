import { describe, expect, it } from 'vitest';
import * as employees from '../employees/employee.decider.ts';
import type { EmployeeEvent } from '../employees/employee.events.ts';
import type { CommandMetadata } from '../shared/command.ts';
import { matrixCell, type MatrixPerson } from './matrix-cell.ts';
import {
  decide,
  evolve,
  initialState,
  type TrainingRequirementCommand,
} from './training-requirement.decider.ts';
import type { TrainingRequirementEvent } from './training-requirement.events.ts';

const metadata: CommandMetadata = {
  now: '2026-03-01T15:00:00.000Z',
  today: '2026-03-01',
  userId: 'a-1',
  userName: 'Admin',
  role: 'admin',
};
const forSupervisors = {
  requirementId: 'r-1',
  trainingId: 't-1',
  scope: 'role' as const,
  value: 'supervisor',
  graceDays: 30,
};
const set: TrainingRequirementCommand = { type: 'SetTrainingRequirement', data: forSupervisors, metadata };
const remove: TrainingRequirementCommand = { type: 'RemoveTrainingRequirement', data: {}, metadata };
const when = (events: TrainingRequirementEvent[], command: TrainingRequirementCommand) =>
  decide(command, events.reduce(evolve, initialState));
const requirementSet = decide(set, initialState);

/** Dana, hired as an employee on 2026-02-01 in Warehouse, and how her record stands after `later`. */
const dana = (...later: EmployeeEvent[]): MatrixPerson => {
  const registered: EmployeeEvent = {
    type: 'EmployeeRegistered',
    data: {
      employeeId: 'e-1',
      username: 'dana',
      role: 'employee',
      registeredAt: '2026-02-01T14:00:00.000Z',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      company: 'IPSI',
      department: 'Warehouse',
      position: 'Forklift Operator',
      workLocation: null,
    },
  };
  const state = [registered, ...later].reduce(employees.evolve, employees.initialState);
  if (state.status === 'none') throw new Error('not registered');
  return {
    id: state.employeeId,
    role: state.role,
    department: state.profile.department,
    position: state.profile.position,
    registeredOn: '2026-02-01',
  };
};
const cellFor = (person: MatrixPerson) =>
  matrixCell({
    person,
    requirements: [forSupervisors],
    latestCompletion: null,
    validityMonths: 36,
    today: '2026-06-01',
    withinDays: 30,
  });

describe('given no requirement yet', () => {
  it('when an admin requires a course of supervisors, then TrainingRequirementSet is recorded', () => {
    expect(requirementSet).toEqual([
      {
        type: 'TrainingRequirementSet',
        data: { ...forSupervisors, setBy: 'a-1', setAt: '2026-03-01T15:00:00.000Z' },
      },
    ]);
  });
  it('when it is removed, then it is refused as not found', () => {
    expect(() => when([], remove)).toThrow(expect.objectContaining({ code: 'TrainingRequirementNotFound' }));
  });
});

describe('given a requirement of supervisors', () => {
  it('it does not reach an employee who is not a supervisor', () => {
    expect(cellFor(dana())).toEqual({ state: 'not-required' });
  });

  it('it reaches someone who joins the role later: their course is missing', () => {
    const promoted = dana({
      type: 'EmployeeRoleChanged',
      data: { from: 'employee', to: 'supervisor', changedAt: '2026-05-01T14:00:00.000Z' },
    });
    expect(cellFor(promoted)).toEqual({ state: 'missing', dueOn: '2026-03-03' });
  });

  it('when it is removed twice, then it is removed once', () => {
    expect(when(requirementSet, remove)).toHaveLength(1);
    expect(when([...requirementSet, ...when(requirementSet, remove)], remove)).toEqual([]);
  });

  it('when it is set again on the same stream, then it is refused', () => {
    expect(() => when(requirementSet, set)).toThrow(
      expect.objectContaining({ code: 'TrainingRequirementAlreadyExists' }),
    );
  });
});

describe('requirements by department, job title and person', () => {
  const base = { trainingId: 't-1', graceDays: 14 };
  const cell = (scope: 'department' | 'position' | 'person', value: string) =>
    matrixCell({
      person: dana(),
      requirements: [{ ...base, scope, value }],
      latestCompletion: '2026-02-10',
      validityMonths: 12,
      today: '2026-06-01',
      withinDays: 30,
    }).state;

  it('match the department and job title whatever their case and spaces, and the person by id', () => {
    expect(cell('department', ' warehouse ')).toBe('held');
    expect(cell('position', 'FORKLIFT OPERATOR')).toBe('held');
    expect(cell('person', 'e-1')).toBe('held');
    expect(cell('department', 'Shipping')).toBe('not-required');
  });

  it('a new hire owes the course when the shortest grace of those reaching them ends', () => {
    const missing = matrixCell({
      person: dana(),
      requirements: [
        { scope: 'department', value: 'Warehouse', graceDays: 30 },
        { scope: 'person', value: 'e-1', graceDays: 7 },
      ],
      latestCompletion: null,
      validityMonths: null,
      today: '2026-02-03',
      withinDays: 30,
    });
    expect(missing).toEqual({ state: 'missing', dueOn: '2026-02-08' });
  });
});
