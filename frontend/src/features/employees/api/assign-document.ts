import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type AssignDocumentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/assign-document */
export const assignDocument = (body: AssignDocumentBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.assignDocument, body, CreatedResponse);

export const useAssignDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDocument,
    onSuccess: (_reply, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.documentAssignments(employeeId) }),
  });
};
