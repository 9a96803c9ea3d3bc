import { queryOptions } from '@tanstack/react-query';
import { IncidentOrSummary, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/**
 * GET /api/incidents/:id for the incident an action is raised from, under the incidents feature's
 * own key, so the incident page and the new action share one cached answer.
 */
export const sourceIncidentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: incidentKeys.detail(id),
    queryFn: ({ signal }) => getJson(routes.incident(id), IncidentOrSummary, signal),
  });
