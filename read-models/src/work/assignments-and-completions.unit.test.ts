import { describe, expect, it } from 'vitest';
import type { Stored } from '../typed-projection.ts';
import { placeAssignments } from './assignments-and-completions.ts';

const training = 'a0000000-0000-4000-8000-000000000001';
let gp = 0;
const assigned = (assignmentId: string, employeeId: string, renewsCompletedOn?: string) =>
  ({
    type: 'TrainingAssigned',
    streamId: `trainingAssignment-${assignmentId}`,
    streamVersion: 1,
    data: { assignmentId, employeeId, trainingId: training, dueDate: '2027-01-31', renewsCompletedOn },
    position: { tx: 1n, gp: BigInt((gp += 1)) },
  }) as unknown as Stored<'TrainingAssigned'>;
const completed = (userId: string, completedOn: string) =>
  ({
    type: 'TrainingCompleted',
    streamId: `training-${training}`,
    streamVersion: 2,
    data: { userId, completedOn },
    position: { tx: 1n, gp: BigInt((gp += 1)) },
  }) as unknown as Stored<'TrainingCompleted'>;

describe('placing a batch of training assignments and completions', () => {
  it('gives each assignment the completion one-by-one application would', () => {
    const placed = placeAssignments([
      completed('ann', '2026-01-02'),
      assigned('a1', 'ann'),
      assigned('a2', 'bob'),
      completed('bob', '2026-01-05'),
      completed('bob', '2026-01-09'),
      completed('ann', '2026-01-07'),
    ]);
    expect(placed.assignments.map((a) => [a.data.assignmentId, a.before, a.after])).toEqual([
      ['a1', '2026-01-02', null],
      ['a2', null, '2026-01-05'],
    ]);
    // Open assignments from earlier batches take the first completion; the table keeps the last.
    expect(placed.firstCompletions.map((c) => [c.employeeId, c.completedOn])).toEqual([
      ['ann', '2026-01-02'],
      ['bob', '2026-01-05'],
    ]);
    expect(placed.lastCompletions.map((c) => [c.employeeId, c.completedOn])).toEqual([
      ['ann', '2026-01-07'],
      ['bob', '2026-01-09'],
    ]);
  });

  it('completes a renewal only with a completion after the one it renews', () => {
    const placed = placeAssignments([
      completed('ann', '2026-01-02'),
      assigned('r1', 'ann', '2026-01-02'),
      completed('ann', '2026-01-02'),
      completed('ann', '2026-03-10'),
    ]);
    expect(placed.assignments.map((a) => [a.data.assignmentId, a.before, a.after])).toEqual([
      ['r1', null, '2026-03-10'],
    ]);
  });
});
