import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type AssignDocumentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';
import { myWorkKeys } from '@/features/my-work';

/** POST /api/admin/assign-document */
export const assignDocument = (body: AssignDocumentBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.assignDocument, body, CreatedResponse);

export const useAssignDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDocument,
    // The employee's Open / Overdue / Done counts (My work) change with it too.
    onSuccess: (_reply, { employeeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.documentAssignments(employeeId) }),
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
      ]),
  });
};
