import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { managesDocuments, type VersionSubmission } from '@hs/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { useSignedInUser } from '@/lib/session';
import { approvalsQueryOptions, submissionsQueryOptions } from '../api/get-approvals';
import { ApprovalActions } from '../components/approval-actions';
import { SubmissionTable } from '../components/submission-table';

const BackLink = () => (
  <Link
    to="/documents"
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Safety Documents
  </Link>
);

const Loaded = ({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<VersionSubmission[]>;
  empty: string;
  children: (rows: VersionSubmission[]) => ReactNode;
}) => {
  if (query.data) {
    return query.data.length === 0 ? (
      <p className="px-5 py-8 text-center text-sm text-slate-700 sm:px-6">{empty}</p>
    ) : (
      children(query.data)
    );
  }
  if (query.isError) {
    return <QueryError query={query}>Failed to load uploads</QueryError>;
  }
  return <StatusMessage kind="loading">Loading uploads...</StatusMessage>;
};

/**
 * /documents/approvals: administrators and safety officers approve or reject uploads here; anyone
 * else sees their own uploads waiting and the decisions on them.
 */
export const DocumentApprovalsPage = () => {
  const user = useSignedInUser();
  const managing = managesDocuments(user.role);
  const waiting = useQuery(approvalsQueryOptions());
  const mine = useQuery(submissionsQueryOptions());
  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title={managing ? 'Approval Queue' : 'My Uploads'}
        description={
          managing
            ? 'Documents and new versions uploaded by employees and supervisors wait here until you approve them; only then do they appear in the library.'
            : 'Documents you upload are reviewed by an administrator or safety officer before they appear in the library.'
        }
      />
      <div className="grid gap-6">
        <Card aria-labelledby="waiting-title">
          <CardHeader>
            <div>
              <CardTitle id="waiting-title">Waiting for approval</CardTitle>
              <CardDescription>
                {managing
                  ? 'Oldest first. Open a document to read it before you decide.'
                  : 'Your uploads not yet reviewed.'}
              </CardDescription>
            </div>
          </CardHeader>
          <Loaded query={waiting} empty="Nothing is waiting for approval.">
            {(rows) => (
              <SubmissionTable
                caption="Uploads waiting for approval"
                submissions={rows}
                {...(managing
                  ? { actions: { header: 'Decision', render: (s) => <ApprovalActions submission={s} /> } }
                  : {})}
              />
            )}
          </Loaded>
        </Card>
        <Card aria-labelledby="decided-title">
          <CardHeader>
            <div>
              <CardTitle id="decided-title">Your uploads</CardTitle>
              <CardDescription>Your uploads that went to approval, and what was decided.</CardDescription>
            </div>
          </CardHeader>
          <Loaded query={mine} empty="You have not uploaded anything that needed approval.">
            {(rows) => <SubmissionTable caption="Your uploads and their approval" submissions={rows} />}
          </Loaded>
        </Card>
      </div>
    </>
  );
};
