import { queryOptions } from '@tanstack/react-query';
import { EmployeeSummary, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

const EmployeeList = EmployeeSummary.array();

/** GET /api/users (admin only): every account, active or not. */
export const getEmployees = (signal?: AbortSignal): Promise<EmployeeSummary[]> =>
  getJson(employeeRoutes.users, EmployeeList, signal);

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.list(),
    queryFn: ({ signal }) => getEmployees(signal),
  });
