import { queryOptions } from '@tanstack/react-query';
import { InspectionScheduleList, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspection-schedules (safety team): running and recently cancelled schedules. */
export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.schedules(),
    queryFn: ({ signal }) => getJson(inspectionRoutes.schedules, InspectionScheduleList, signal),
  });
