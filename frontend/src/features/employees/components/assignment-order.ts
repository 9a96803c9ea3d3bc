import type { DocumentAssignment, TrainingAssignment } from '@hs/contracts';

type Assignment = DocumentAssignment | TrainingAssignment;

const statusOrder: Record<Assignment['status'], number> = { overdue: 0, assigned: 1, completed: 2 };

/** Overdue first, then open, then done; the soonest due first within each. */
export const byStatusThenDue = <A extends Assignment>(assignments: readonly A[]): A[] =>
  [...assignments].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.dueDate.localeCompare(b.dueDate),
  );
