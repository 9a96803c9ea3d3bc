import { queryOptions } from '@tanstack/react-query';
import { IncidentSummary, routes } from '@hs/contracts';
import { getJson } from '../../../lib/http';
import { incidentKeys, type IncidentListFilter } from './incident-keys';

/** The most the list endpoint returns in one call (ListIncidentsQuery in @hs/contracts). */
export const MAX_INCIDENT_LIST_LIMIT = 200;

const IncidentList = IncidentSummary.array();

/** The query string of GET /api/incidents; lists are sent comma-separated. */
export const incidentListPath = ({ limit, statuses, severities, search }: IncidentListFilter): string => {
  const params = new URLSearchParams({ limit: String(limit ?? MAX_INCIDENT_LIST_LIMIT) });
  if (statuses?.length) params.set('status', statuses.join(','));
  if (severities?.length) params.set('severity', severities.join(','));
  const text = search?.trim();
  if (text) params.set('search', text);
  return `${routes.incidents}?${params.toString()}`;
};

export const getIncidents = (filter: IncidentListFilter, signal?: AbortSignal): Promise<IncidentSummary[]> =>
  getJson(incidentListPath(filter), IncidentList, signal);

/** Newest first, filtered by the server (status, severity, search text). */
export const incidentsQueryOptions = (filter: IncidentListFilter = {}) => {
  const search = filter.search?.trim();
  // One key for the same request: an empty search and no search are the same list.
  const key: IncidentListFilter = {
    limit: filter.limit ?? MAX_INCIDENT_LIST_LIMIT,
    ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
    ...(filter.severities?.length ? { severities: filter.severities } : {}),
    ...(search ? { search } : {}),
  };
  return queryOptions({
    queryKey: incidentKeys.list(key),
    queryFn: ({ signal }) => getIncidents(key, signal),
  });
};
