import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, employeeRoutes, type UpdateEmployeeBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

export interface UpdateEmployeeRequest {
  id: string;
  changes: UpdateEmployeeBody;
}

/** PATCH /api/admin/employees/:id: profile fields and the role. */
export const updateEmployee = ({ id, changes }: UpdateEmployeeRequest): Promise<CommandResponse> =>
  sendJson('PATCH', employeeRoutes.employee(id), changes, CommandResponse);

export const useUpdateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
};
