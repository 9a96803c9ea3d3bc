import type { MySchedule, MyScheduleDue, TrainingAssignment, UserTraining } from '@hs/contracts';

export interface TrainingStats {
  completed: number;
  total: number;
  overdue: number;
  /** The earliest open assignment or required course, or null when none is waiting. */
  next: { title: string; due: string } | null;
}

/** A required course of the person's training-matrix row: missing, expiring or expired (My Schedule). */
export type RequiredCourse = MyScheduleDue & { source: 'certification' };

/** The required courses among My Schedule's items, by date. */
export const requiredCoursesOf = (schedule: MySchedule): RequiredCourse[] =>
  schedule.items.filter(
    (item): item is RequiredCourse => item.kind === 'due' && item.source === 'certification',
  );

/**
 * The signed-in user's own training figures: the courses they were assigned or registered for,
 * how many of those they completed, what is overdue and which one is due next. A required course
 * missing past its due day or run out counts as overdue, so "Up to Date" never hides it.
 */
export const trainingStats = (
  assignments: readonly TrainingAssignment[],
  registrations: readonly UserTraining[],
  required: readonly Pick<RequiredCourse, 'title' | 'date' | 'overdue'>[] = [],
): TrainingStats => {
  const completedIds = new Set([
    ...registrations.filter((r) => r.status === 'completed').map((r) => r.trainingId),
    ...assignments.filter((a) => a.status === 'completed').map((a) => a.trainingId),
  ]);
  const allIds = new Set([
    ...registrations.map((r) => r.trainingId),
    ...assignments.map((a) => a.trainingId),
  ]);
  const open = assignments.filter((a) => a.status !== 'completed' && !completedIds.has(a.trainingId));
  const waiting = [
    ...open.map((a) => ({ title: a.trainingTitle, due: a.dueDate })),
    ...required.map((r) => ({ title: r.title, due: r.date })),
  ].sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title));
  return {
    completed: completedIds.size,
    total: allIds.size,
    overdue: open.filter((a) => a.status === 'overdue').length + required.filter((r) => r.overdue).length,
    next: waiting[0] ?? null,
  };
};
