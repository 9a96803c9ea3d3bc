import { queryOptions } from '@tanstack/react-query';
import { SafetyInboxList, safetyInboxRoutes, type SafetyInboxQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { safetyInboxKeys } from '@/lib/query-keys/safety-inbox-keys';

/** GET /api/safety-inbox: the team's inbox, or the caller's own submissions. */
export const safetyInboxQueryOptions = (query: SafetyInboxQuery) =>
  queryOptions({
    queryKey: safetyInboxKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (query.kind) params.set('kind', query.kind);
      if (query.status) params.set('status', query.status);
      const search = params.size > 0 ? `?${params.toString()}` : '';
      return getJson(`${safetyInboxRoutes.inbox}${search}`, SafetyInboxList, signal);
    },
  });
