import { queryOptions } from '@tanstack/react-query';
import { SafetyInboxItem, safetyInboxRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { safetyInboxKeys } from '@/lib/query-keys/safety-inbox-keys';

/** GET /api/safety-inbox/:id: one message or compliance issue. */
export const safetyInboxItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: safetyInboxKeys.item(id),
    queryFn: ({ signal }) => getJson(safetyInboxRoutes.item(id), SafetyInboxItem, signal),
  });
