import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentAssignment, TrainingAssignment } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/dates';
import { assignmentStatusLabels } from '../employee-labels';
import { byStatusThenDue } from './assignment-order';
import { WorkSectionTitle, type WorkItemMeta } from './work-item';

type Assignment = DocumentAssignment | TrainingAssignment;

/** An employee's assignments of one kind, overdue first, in a titled section. */
export const AssignmentList = <A extends Assignment>({
  id,
  title,
  query,
  texts,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<A[]>;
  texts: { loading: string; failed: string; empty: string };
  children: (assignment: A) => ReactNode;
}) => (
  <section aria-labelledby={id}>
    <WorkSectionTitle id={id}>{title}</WorkSectionTitle>
    <QueryState query={query} className="py-8" {...texts}>
      {(assignments) => <ul className="grid gap-3">{byStatusThenDue(assignments).map(children)}</ul>}
    </QueryState>
  </section>
);

export const AssignmentStatusBadge = ({ assignment }: { assignment: Assignment }) => {
  const status = assignmentStatusLabels[assignment.status];
  return <Badge tone={status.tone}>{status.label}</Badge>;
};

/** When an assignment is due and when it was given. */
export const assignmentDates = (assignment: Assignment): WorkItemMeta[] => [
  { label: 'Due', value: formatDate(assignment.dueDate) },
  { label: 'Assigned', value: formatDate(assignment.assignedAt) },
];
