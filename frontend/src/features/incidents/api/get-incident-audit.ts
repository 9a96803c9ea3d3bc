import { queryOptions } from '@tanstack/react-query';
import { IncidentAudit, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/** GET /api/incidents/:id/audit (admin): the events exactly as stored, with their hashes. */
export const getIncidentAudit = (id: string, signal?: AbortSignal): Promise<IncidentAudit> =>
  getJson(routes.incidentAudit(id), IncidentAudit, signal);

/** Always fetched afresh: an auditor downloads the record as it is now, never a cached copy. */
export const incidentAuditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: incidentKeys.audit(id),
    queryFn: ({ signal }) => getIncidentAudit(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
