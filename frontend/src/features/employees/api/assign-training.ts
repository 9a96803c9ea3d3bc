import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type AssignTrainingBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/assign-training */
export const assignTraining = (body: AssignTrainingBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.assignTraining, body, CreatedResponse);

export const useAssignTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTraining,
    onSuccess: (_reply, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.trainingAssignments(employeeId) }),
  });
};
