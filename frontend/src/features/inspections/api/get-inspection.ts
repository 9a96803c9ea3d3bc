import { queryOptions } from '@tanstack/react-query';
import { InspectionDetail, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspections/:id */
export const inspectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inspectionKeys.detail(id),
    queryFn: ({ signal }) => getJson(inspectionRoutes.inspection(id), InspectionDetail, signal),
  });
