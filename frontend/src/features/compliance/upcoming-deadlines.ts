import type { RequiredSignature, TrainingAssignment } from '@hs/contracts';

export interface Deadline {
  key: string;
  title: string;
  /** YYYY-MM-DD. */
  due: string;
  overdue: boolean;
}

/**
 * The signed-in user's next deadlines from their records: signatures still owed with a deadline,
 * and assigned trainings not yet completed; the earliest first (overdue ones lead).
 */
export const upcomingDeadlines = (
  signatures: readonly RequiredSignature[],
  trainings: readonly TrainingAssignment[],
  limit = 5,
): Deadline[] =>
  [
    ...signatures.flatMap((s) =>
      s.deadline
        ? [{ key: `sign-${s.documentId}`, title: `Sign ${s.name}`, due: s.deadline, overdue: s.overdue }]
        : [],
    ),
    ...trainings
      .filter((t) => t.status !== 'completed')
      .map((t) => ({
        key: `training-${t.id}`,
        title: t.trainingTitle,
        due: t.dueDate,
        overdue: t.status === 'overdue',
      })),
  ]
    .sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title))
    .slice(0, limit);
