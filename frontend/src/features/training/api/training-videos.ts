import { queryOptions } from '@tanstack/react-query';
import { TrainingVideoList, trainingVideoRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** GET /api/training-videos: every course's video links. */
export const trainingVideosQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.videos(),
    queryFn: ({ signal }) => getJson(trainingVideoRoutes.list, TrainingVideoList, signal),
  });
