import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentAssignment } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { documentActionLabels } from '../employee-labels';
import { AssignmentList, AssignmentStatusBadge, assignmentDates } from './assignment-list';
import { WorkItem } from './work-item';

export const DocumentAssignmentList = ({ query }: { query: UseQueryResult<DocumentAssignment[]> }) => (
  <AssignmentList
    id="employee-documents-title"
    title="Document Workflows"
    query={query}
    texts={{
      loading: 'Loading document workflows...',
      failed: 'Failed to load document workflows',
      empty: 'No documents have been assigned yet.',
    }}
  >
    {(assignment) => (
      <WorkItem
        key={assignment.id}
        title={assignment.documentName}
        description={assignment.instructions}
        badges={
          <>
            <Badge tone="brand">{documentActionLabels[assignment.action]}</Badge>
            <AssignmentStatusBadge assignment={assignment} />
          </>
        }
        meta={assignmentDates(assignment)}
      />
    )}
  </AssignmentList>
);
