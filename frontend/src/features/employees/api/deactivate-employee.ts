import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, employeeRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** DELETE /api/admin/employees/:id deactivates the account; its history is kept. */
export const deactivateEmployee = (id: string): Promise<CommandResponse | null> =>
  sendEmpty('DELETE', employeeRoutes.employee(id), CommandResponse);

export const useDeactivateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
};
