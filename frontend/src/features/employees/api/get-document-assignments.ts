import { queryOptions } from '@tanstack/react-query';
import { DocumentAssignment, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

const DocumentAssignmentList = DocumentAssignment.array();

/** GET /api/users/:userId/document-assignments: documents to sign, review or acknowledge. */
export const getDocumentAssignments = (userId: string, signal?: AbortSignal): Promise<DocumentAssignment[]> =>
  getJson(employeeRoutes.userDocumentAssignments(userId), DocumentAssignmentList, signal);

export const documentAssignmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: employeeKeys.documentAssignments(userId),
    queryFn: ({ signal }) => getDocumentAssignments(userId, signal),
  });
