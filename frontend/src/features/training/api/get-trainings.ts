import { queryOptions } from '@tanstack/react-query';
import { Training, trainingRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

const TrainingList = Training.array();

/** GET /api/trainings: the whole training catalogue. */
export const getTrainings = (signal?: AbortSignal): Promise<Training[]> =>
  getJson(trainingRoutes.trainings, TrainingList, signal);

export const trainingsQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.catalogue(),
    queryFn: ({ signal }) => getTrainings(signal),
  });
