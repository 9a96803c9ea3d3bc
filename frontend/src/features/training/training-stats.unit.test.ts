import { describe, expect, it } from 'vitest';
import type { TrainingAssignment, UserTraining } from '@hs/contracts';
import { trainingStats } from './training-stats';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const assignment = (
  n: number,
  dueDate: string,
  status: TrainingAssignment['status'],
): TrainingAssignment => ({
  id: id(n),
  employeeId: id(9),
  trainingId: id(n),
  trainingTitle: `Course ${n}`,
  dueDate,
  notes: null,
  status,
  assignedBy: null,
  assignedAt: '2026-11-01T00:00:00.000Z',
  completedAt: null,
});
const registration = (n: number, status: UserTraining['status']): UserTraining => ({
  trainingId: id(n),
  title: `Course ${n}`,
  type: 'online',
  date: null,
  time: null,
  location: null,
  duration: '1 hour',
  status,
  waitlistPosition: null,
  enrolledAt: null,
  completedOn: status === 'completed' ? '2026-11-02' : null,
});

describe('the training sidebar shows the user’s own figures', () => {
  it('counts assigned and registered courses once, with the completed ones', () => {
    const stats = trainingStats(
      [
        assignment(1, '2026-12-10', 'assigned'),
        assignment(2, '2026-11-20', 'overdue'),
        assignment(3, '2026-11-01', 'completed'),
      ],
      [registration(3, 'completed'), registration(4, 'completed'), registration(5, 'enrolled')],
    );
    expect(stats).toEqual({
      completed: 2,
      total: 5,
      overdue: 1,
      next: { title: 'Course 2', due: '2026-11-20' },
    });
  });

  it('has nothing next and nothing overdue for a user with no assignment', () => {
    expect(trainingStats([], [])).toEqual({ completed: 0, total: 0, overdue: 0, next: null });
  });

  it('counts a required course run out as overdue and a missing one as next when it comes first', () => {
    const stats = trainingStats(
      [assignment(1, '2026-12-10', 'assigned')],
      [],
      [
        { title: 'Forklift Operator Evaluation', date: '2026-11-30', overdue: true },
        { title: 'Hazard Communication', date: '2026-12-04', overdue: false },
      ],
    );
    expect(stats.overdue).toBe(1);
    expect(stats.next).toEqual({ title: 'Forklift Operator Evaluation', due: '2026-11-30' });
    expect(stats.total).toBe(1);
  });
});
