import { queryOptions } from '@tanstack/react-query';
import { Training, trainingRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

const TrainingList = Training.array();

/** GET /api/trainings/upcoming: dated sessions from today on, soonest first. */
export const getUpcomingTrainings = (signal?: AbortSignal): Promise<Training[]> =>
  getJson(trainingRoutes.upcoming, TrainingList, signal);

export const upcomingTrainingsQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingTrainings(signal),
  });
