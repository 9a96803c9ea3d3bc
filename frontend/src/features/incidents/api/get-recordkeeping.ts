import { queryOptions } from '@tanstack/react-query';
import { RecordkeepingView, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/** GET /api/incidents/:id/recordkeeping: the OSHA decision and its history (safety team only). */
export const recordkeepingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: incidentKeys.recordkeeping(id),
    queryFn: ({ signal }) => getJson(routes.incidentRecordkeeping(id), RecordkeepingView, signal),
  });
