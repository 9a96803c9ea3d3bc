import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, employeeRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/employees/:id/reactivate */
export const reactivateEmployee = (id: string): Promise<CommandResponse | null> =>
  sendEmpty('POST', employeeRoutes.reactivate(id), CommandResponse);

export const useReactivateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
};
