import { queryOptions } from '@tanstack/react-query';
import { ParkedEvents, parkedEventRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/**
 * GET /api/admin/projections/parked: events the read models set aside, oldest first per projection.
 * After a retry the read carries its token and answers once the runners have re-applied them.
 */
export const getParkedEvents = (signal?: AbortSignal): Promise<ParkedEvents> =>
  getJson(parkedEventRoutes.list, ParkedEvents, signal);

export const parkedEventsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.parkedEvents,
    queryFn: ({ signal }) => getParkedEvents(signal),
  });
