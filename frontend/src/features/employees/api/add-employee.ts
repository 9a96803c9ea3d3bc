import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmployeeCreatedResponse, employeeRoutes, type NewEmployeeInput } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/employees; 409 when the username is taken, 400 with field errors. */
export const addEmployee = (body: NewEmployeeInput): Promise<EmployeeCreatedResponse> =>
  sendJson('POST', employeeRoutes.employees, body, EmployeeCreatedResponse);

export const useAddEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
};
