import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type CreateTaskBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/employee-tasks; the server records who assigned it from the session. */
export const createTask = (body: CreateTaskBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.tasks, body, CreatedResponse);

export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (_reply, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.tasks(employeeId) }),
  });
};
