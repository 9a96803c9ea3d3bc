import { queryOptions } from '@tanstack/react-query';
import { documentRoutes, VersionSubmission } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

const submissions = VersionSubmission.array();

/** GET /api/documents/approvals: every upload waiting for approval for managers, else your own. */
export const approvalsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.approvals(),
    queryFn: ({ signal }) => getJson(documentRoutes.approvals, submissions, signal),
  });

/** GET /api/documents/submissions: your uploads that went to approval, with the outcome. */
export const submissionsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.submissions(),
    queryFn: ({ signal }) => getJson(documentRoutes.submissions, submissions, signal),
  });
