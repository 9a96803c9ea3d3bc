import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, employeeRoutes, type UpdateTaskStatusBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { myWorkKeys } from './my-work-keys';

/** PATCH /api/employee-tasks/:id/status: start a task, or complete it with a note. */
export const changeTaskStatus = ({ taskId, body }: { taskId: string; body: UpdateTaskStatusBody }) =>
  sendJson('PATCH', employeeRoutes.taskStatus(taskId), body, CommandResponse);

export const useChangeTaskStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaskStatus,
    // The employee's tasks also show on the administrators' employee page.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
      ]),
  });
};
