import type { TrainingAssignment, UserTraining } from '@hs/contracts';

export interface TrainingStats {
  completed: number;
  total: number;
  overdue: number;
  /** The earliest open assignment, or null when none is waiting. */
  next: { title: string; due: string } | null;
}

/**
 * The signed-in user's own training figures: the courses they were assigned or registered for,
 * how many of those they completed, what is overdue and which one is due next.
 */
export const trainingStats = (
  assignments: readonly TrainingAssignment[],
  registrations: readonly UserTraining[],
): TrainingStats => {
  const completedIds = new Set([
    ...registrations.filter((r) => r.status === 'completed').map((r) => r.trainingId),
    ...assignments.filter((a) => a.status === 'completed').map((a) => a.trainingId),
  ]);
  const allIds = new Set([
    ...registrations.map((r) => r.trainingId),
    ...assignments.map((a) => a.trainingId),
  ]);
  const open = assignments
    .filter((a) => a.status !== 'completed' && !completedIds.has(a.trainingId))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const first = open[0];
  return {
    completed: completedIds.size,
    total: allIds.size,
    overdue: open.filter((a) => a.status === 'overdue').length,
    next: first ? { title: first.trainingTitle, due: first.dueDate } : null,
  };
};
