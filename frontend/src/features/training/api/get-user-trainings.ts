import { queryOptions } from '@tanstack/react-query';
import { UserTraining, trainingRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

const UserTrainingList = UserTraining.array();

/** GET /api/users/:userId/trainings (self or admin): registrations and completions. */
export const getUserTrainings = (userId: string, signal?: AbortSignal): Promise<UserTraining[]> =>
  getJson(trainingRoutes.userTrainings(userId), UserTrainingList, signal);

export const userTrainingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: trainingKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserTrainings(userId, signal),
  });
