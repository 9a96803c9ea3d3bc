import type { UseQueryResult } from '@tanstack/react-query';
import type { TrainingAssignment } from '@hs/contracts';
import { formatDate } from '@/lib/dates';
import { AssignmentList, AssignmentStatusBadge, assignmentDates } from './assignment-list';
import { WorkItem } from './work-item';

export const TrainingAssignmentList = ({ query }: { query: UseQueryResult<TrainingAssignment[]> }) => (
  <AssignmentList
    id="employee-training-title"
    title="Assigned Training"
    query={query}
    texts={{
      loading: 'Loading training assignments...',
      failed: 'Failed to load training assignments',
      empty: 'No training has been assigned yet.',
    }}
  >
    {(assignment) => (
      <WorkItem
        key={assignment.id}
        title={assignment.trainingTitle}
        description={assignment.notes}
        badges={<AssignmentStatusBadge assignment={assignment} />}
        meta={[
          ...assignmentDates(assignment),
          ...(assignment.completedAt
            ? [{ label: 'Completed', value: formatDate(assignment.completedAt) }]
            : []),
        ]}
      />
    )}
  </AssignmentList>
);
