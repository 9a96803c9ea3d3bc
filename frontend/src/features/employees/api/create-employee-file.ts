import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, employeeRoutes, type EmployeeFileBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/employee-files: a file the employee must provide. */
export const createEmployeeFile = (body: EmployeeFileBody): Promise<CreatedResponse> =>
  sendJson('POST', employeeRoutes.employeeFiles, body, CreatedResponse);

export const useCreateEmployeeFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployeeFile,
    onSuccess: (_reply, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.files(employeeId) }),
  });
};
