import { queryOptions } from '@tanstack/react-query';
import { ParkedEvents, parkedEventRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** While a retry is pending the runner picks it up within a second or two: look again until it has. */
const RETRY_PENDING_REFETCH_MS = 1500;

/** GET /api/admin/projections/parked: events the read models set aside, oldest first per projection. */
export const getParkedEvents = (signal?: AbortSignal): Promise<ParkedEvents> =>
  getJson(parkedEventRoutes.list, ParkedEvents, signal);

export const parkedEventsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.parkedEvents,
    queryFn: ({ signal }) => getParkedEvents(signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.retryRequestedAt !== null)
        ? RETRY_PENDING_REFETCH_MS
        : false,
  });
