import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentAssignment } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { assignmentStatusLabels, documentActionLabels } from '../employee-labels';
import { byStatusThenDue } from './assignment-order';
import { WorkItem, WorkSectionTitle } from './work-item';
import { QueryState } from '@/components/query-state';

export const DocumentAssignmentList = ({ query }: { query: UseQueryResult<DocumentAssignment[]> }) => (
  <section aria-labelledby="employee-documents-title">
    <WorkSectionTitle id="employee-documents-title">Document Workflows</WorkSectionTitle>
    <QueryState
      query={query}
      className="py-8"
      loading="Loading document workflows..."
      failed="Failed to load document workflows"
      empty="No documents have been assigned yet."
    >
      {(assignments) => (
        <ul className="grid gap-3">
          {byStatusThenDue(assignments).map((assignment) => {
            const status = assignmentStatusLabels[assignment.status];
            return (
              <WorkItem
                key={assignment.id}
                title={assignment.documentName}
                description={assignment.instructions}
                badges={
                  <>
                    <Badge tone="brand">{documentActionLabels[assignment.action]}</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </>
                }
                meta={[
                  { label: 'Due', value: formatDate(assignment.dueDate) },
                  { label: 'Assigned', value: formatDate(assignment.assignedAt) },
                ]}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  </section>
);
