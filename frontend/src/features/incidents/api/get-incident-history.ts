import { queryOptions } from '@tanstack/react-query';
import { IncidentHistory, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/** GET /api/incidents/:id/history: every event of the incident, oldest first, with author and time. */
export const getIncidentHistory = (id: string, signal?: AbortSignal): Promise<IncidentHistory> =>
  getJson(routes.incidentHistory(id), IncidentHistory, signal);

export const incidentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: incidentKeys.history(id),
    queryFn: ({ signal }) => getIncidentHistory(id, signal),
  });
