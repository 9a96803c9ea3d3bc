import { queryOptions } from '@tanstack/react-query';
import { EmployeeFileRequirement, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

const EmployeeFileRequirementList = EmployeeFileRequirement.array();

/** GET /api/users/:userId/files: files the employee must provide. */
export const getEmployeeFiles = (userId: string, signal?: AbortSignal): Promise<EmployeeFileRequirement[]> =>
  getJson(employeeRoutes.userFiles(userId), EmployeeFileRequirementList, signal);

export const employeeFilesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: employeeKeys.files(userId),
    queryFn: ({ signal }) => getEmployeeFiles(userId, signal),
  });
