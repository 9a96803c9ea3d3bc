import { queryOptions } from '@tanstack/react-query';
import { InspectionFindings, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspections/:id/findings */
export const findingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inspectionKeys.findings(id),
    queryFn: ({ signal }) => getJson(inspectionRoutes.findings(id), InspectionFindings, signal),
  });
