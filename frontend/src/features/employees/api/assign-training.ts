import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type AssignTrainingBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';
import { myWorkKeys } from '@/features/my-work';

/** POST /api/admin/assign-training */
export const assignTraining = (body: AssignTrainingBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.assignTraining, body, CreatedResponse);

export const useAssignTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTraining,
    // The employee's Open / Overdue / Done counts (My work) change with it too.
    onSuccess: (_reply, { employeeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.trainingAssignments(employeeId) }),
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
      ]),
  });
};
