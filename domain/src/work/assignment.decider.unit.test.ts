import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type AssignmentCommand } from './assignment.decider.ts';
import type { AssignmentEvent } from './work.events.ts';

const at = '2026-11-22T09:00:00.000Z';
const admin: CommandMetadata = {
  now: at,
  today: '2026-11-22',
  userId: 'a-1',
  userName: 'Ada Admin',
  role: 'admin',
};
const assignTraining = (dueDate: string): AssignmentCommand => ({
  type: 'AssignTraining',
  data: {
    assignmentId: 'as-1',
    employeeId: 'e-1',
    trainingId: 't-1',
    trainingTitle: 'Forklift Safety',
    dueDate,
    notes: null,
  },
  metadata: admin,
});
const when = (events: AssignmentEvent[], command: AssignmentCommand) =>
  decide(command, events.reduce(evolve, initialState));

describe('given no assignment yet', () => {
  it('when an administrator assigns a training due next month, then it is recorded with who assigned it and when', () => {
    expect(when([], assignTraining('2026-12-22'))).toEqual([
      {
        type: 'TrainingAssigned',
        data: {
          assignmentId: 'as-1',
          employeeId: 'e-1',
          trainingId: 't-1',
          trainingTitle: 'Forklift Safety',
          dueDate: '2026-12-22',
          notes: null,
          assignedBy: 'a-1',
          assignedByName: 'Ada Admin',
          assignedAt: at,
        },
      },
    ]);
  });
  it('when the due date is yesterday, then it is refused naming dueDate', () => {
    expect(() => when([], assignTraining('2026-11-21'))).toThrowError(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['dueDate'] }),
    );
  });
});

describe('given a training already assigned', () => {
  it('when the same assignment is made again, then it is refused', () => {
    const assigned = when([], assignTraining('2026-12-22'));
    expect(() => when(assigned, assignTraining('2026-12-22'))).toThrowError(
      expect.objectContaining({ code: 'AssignmentAlreadyExists' }),
    );
  });
});
