import { queryOptions } from '@tanstack/react-query';
import { InspectionScheduleList, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspection-schedules (safety team). */
export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.schedules(),
    queryFn: async ({ signal }) =>
      (await getJson(inspectionRoutes.schedules, InspectionScheduleList, signal)).schedules,
  });
