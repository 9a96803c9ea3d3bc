import type { UseQueryResult } from '@tanstack/react-query';
import type { EmployeeFileRequirement } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { fileStatusLabels, fileTypeLabels } from '../employee-labels';
import { FileReviewActions } from './file-review-actions';
import { WorkItem, WorkSectionTitle } from './work-item';
import { QueryState } from '@/components/query-state';

const byDueDate = (a: EmployeeFileRequirement, b: EmployeeFileRequirement): number =>
  (a.status === 'overdue' ? 0 : 1) - (b.status === 'overdue' ? 0 : 1) ||
  (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

export const FileRequirementList = ({ query }: { query: UseQueryResult<EmployeeFileRequirement[]> }) => (
  <section aria-labelledby="employee-files-title">
    <WorkSectionTitle id="employee-files-title">Employee Files</WorkSectionTitle>
    <QueryState
      query={query}
      className="py-8"
      loading="Loading employee files..."
      failed="Failed to load employee files"
      empty="No files are available yet."
    >
      {(files) => (
        <ul className="grid gap-3">
          {[...files].sort(byDueDate).map((file) => {
            const status = fileStatusLabels[file.status];
            return (
              <WorkItem
                key={file.id}
                title={file.fileName}
                description={file.description}
                badges={
                  <>
                    <Badge tone={file.isRequired ? 'orange' : 'grey'}>
                      {file.isRequired ? 'Required' : 'Optional'}
                    </Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </>
                }
                meta={[
                  { label: 'Type', value: fileTypeLabels[file.fileType] },
                  { label: 'Due', value: file.dueDate ? formatDate(file.dueDate) : 'No due date' },
                  { label: 'Requested', value: formatDate(file.createdAt) },
                  ...(file.submission
                    ? [
                        {
                          label: 'Submitted',
                          value: `${file.submission.originalName}, ${formatDate(file.submission.submittedAt)}`,
                        },
                      ]
                    : []),
                  ...(file.rejectionReason
                    ? [{ label: 'Rejected because', value: file.rejectionReason }]
                    : []),
                  ...(file.status === 'accepted' && file.reviewedByName
                    ? [{ label: 'Accepted by', value: file.reviewedByName }]
                    : []),
                ]}
                actions={<FileReviewActions file={file} />}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  </section>
);
