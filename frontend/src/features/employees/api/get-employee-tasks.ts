import { queryOptions } from '@tanstack/react-query';
import { Task, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

const TaskList = Task.array();

/** GET /api/users/:userId/tasks: the employee's tasks. */
export const getEmployeeTasks = (userId: string, signal?: AbortSignal): Promise<Task[]> =>
  getJson(employeeRoutes.userTasks(userId), TaskList, signal);

export const employeeTasksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: employeeKeys.tasks(userId),
    queryFn: ({ signal }) => getEmployeeTasks(userId, signal),
  });
