import type { UseQueryResult } from '@tanstack/react-query';
import type { TrainingAssignment } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { assignmentStatusLabels } from '../employee-labels';
import { byStatusThenDue } from './assignment-order';
import { WorkItem, WorkSectionTitle } from './work-item';
import { QueryState } from '@/components/query-state';

export const TrainingAssignmentList = ({ query }: { query: UseQueryResult<TrainingAssignment[]> }) => (
  <section aria-labelledby="employee-training-title">
    <WorkSectionTitle id="employee-training-title">Assigned Training</WorkSectionTitle>
    <QueryState
      query={query}
      className="py-8"
      loading="Loading training assignments..."
      failed="Failed to load training assignments"
      empty="No training has been assigned yet."
    >
      {(assignments) => (
        <ul className="grid gap-3">
          {byStatusThenDue(assignments).map((assignment) => {
            const status = assignmentStatusLabels[assignment.status];
            return (
              <WorkItem
                key={assignment.id}
                title={assignment.trainingTitle}
                description={assignment.notes}
                badges={<Badge tone={status.tone}>{status.label}</Badge>}
                meta={[
                  { label: 'Due', value: formatDate(assignment.dueDate) },
                  { label: 'Assigned', value: formatDate(assignment.assignedAt) },
                  ...(assignment.completedAt
                    ? [{ label: 'Completed', value: formatDate(assignment.completedAt) }]
                    : []),
                ]}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  </section>
);
