import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type CreateTaskBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';
import { myWorkKeys } from '@/features/my-work';

/** POST /api/employee-tasks; the server records who assigned it from the session. */
export const createTask = (body: CreateTaskBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.tasks, body, CreatedResponse);

export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // The employee's Open / Overdue / Done counts (My work) change with it too.
    onSuccess: (_reply, { employeeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.tasks(employeeId) }),
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
      ]),
  });
};
