import { queryOptions } from '@tanstack/react-query';
import { MySchedule, myScheduleRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** GET /api/my-schedule: the signed-in user's upcoming sessions and due dates. */
export const getMySchedule = (signal?: AbortSignal): Promise<MySchedule> =>
  getJson(myScheduleRoutes.schedule, MySchedule, signal);

export const myScheduleQueryOptions = () =>
  queryOptions({ queryKey: trainingKeys.mySchedule(), queryFn: ({ signal }) => getMySchedule(signal) });
