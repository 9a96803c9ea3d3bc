import { queryOptions } from '@tanstack/react-query';
import { TrainingAssignment, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

const TrainingAssignmentList = TrainingAssignment.array();

/** GET /api/users/:userId/training-assignments: courses the employee was assigned. */
export const getTrainingAssignments = (userId: string, signal?: AbortSignal): Promise<TrainingAssignment[]> =>
  getJson(employeeRoutes.userTrainingAssignments(userId), TrainingAssignmentList, signal);

export const trainingAssignmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: employeeKeys.trainingAssignments(userId),
    queryFn: ({ signal }) => getTrainingAssignments(userId, signal),
  });
