import { queryOptions } from '@tanstack/react-query';
import { InspectionOverview, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspections: due, in progress, done and history, as far as the caller may see. */
export const inspectionOverviewQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.overview(),
    queryFn: ({ signal }) => getJson(inspectionRoutes.inspections, InspectionOverview, signal),
  });
