import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  IncidentSummary,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_KIND_HEADER,
  routes,
} from '@hs/contracts';
import { getJsonWithHeaders } from '@/lib/http';
import { incidentKeys, type IncidentListFilter } from '@/lib/query-keys/incident-keys';

/** Rows per page of the incident lists (the server allows up to 200). */
export const INCIDENT_PAGE_SIZE = 20;

const IncidentList = IncidentSummary.array();

/** One page of GET /api/incidents, where the next one starts, and how many match in all. */
export type IncidentPage = {
  items: IncidentSummary[];
  nextCursor: string | null;
  total: { count: number; exact: boolean };
};

/** The query string of GET /api/incidents; lists are sent comma-separated. */
export const incidentListPath = (filter: IncidentListFilter, cursor?: string): string => {
  const { limit, statuses, severities, search, openActions, setAside, mine, types } = filter;
  const params = new URLSearchParams({ limit: String(limit ?? INCIDENT_PAGE_SIZE) });
  if (statuses?.length) params.set('status', statuses.join(','));
  if (severities?.length) params.set('severity', severities.join(','));
  const text = search?.trim();
  if (text) params.set('search', text);
  if (openActions) params.set('openActions', 'true');
  if (setAside) params.set('show', 'set-aside');
  if (mine) params.set('mine', 'true');
  if (types?.length) params.set('type', types.join(','));
  for (const key of ['from', 'to', 'location', 'establishment', 'company', 'department'] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return `${routes.incidents}?${params.toString()}`;
};

export const getIncidentPage = async (
  filter: IncidentListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<IncidentPage> => {
  const { data, headers } = await getJsonWithHeaders(incidentListPath(filter, cursor), IncidentList, signal);
  const count = Number(headers.get(TOTAL_COUNT_HEADER));
  return {
    items: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER),
    total: {
      count: Number.isFinite(count) ? count : data.length,
      exact: headers.get(TOTAL_COUNT_KIND_HEADER) !== 'estimate',
    },
  };
};

/** One key for the same request: an empty search and no search are the same list. */
const listKey = (filter: IncidentListFilter): IncidentListFilter => {
  const search = filter.search?.trim();
  const given = (key: 'from' | 'to' | 'location' | 'establishment' | 'company' | 'department') => {
    const value = filter[key]?.trim();
    return value ? { [key]: value } : {};
  };
  return {
    ...(filter.types?.length ? { types: filter.types } : {}),
    ...given('from'),
    ...given('to'),
    ...given('location'),
    ...given('establishment'),
    ...given('company'),
    ...given('department'),
    limit: filter.limit ?? INCIDENT_PAGE_SIZE,
    ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
    ...(filter.severities?.length ? { severities: filter.severities } : {}),
    ...(search ? { search } : {}),
    ...(filter.openActions ? { openActions: true } : {}),
    ...(filter.setAside ? { setAside: true } : {}),
    ...(filter.mine ? { mine: true } : {}),
  };
};

/** The newest `limit` incidents, filtered by the server, without paging (the dashboard). */
export const incidentsQueryOptions = (filter: IncidentListFilter = {}) => {
  const key = listKey(filter);
  return queryOptions({
    queryKey: incidentKeys.list(key),
    queryFn: async ({ signal }) => (await getIncidentPage(key, undefined, signal)).items,
  });
};

/** Every matching incident, newest first, a page at a time ("Load more" fetches the next). */
export const incidentPagesQueryOptions = (filter: IncidentListFilter = {}) => {
  const key = listKey(filter);
  return infiniteQueryOptions({
    queryKey: incidentKeys.pages(key),
    queryFn: ({ signal, pageParam }) => getIncidentPage(key, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: IncidentPage) => last.nextCursor ?? undefined,
  });
};
