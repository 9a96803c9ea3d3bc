import { queryOptions } from '@tanstack/react-query';
import { IncidentOrSummary, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys, type IncidentAsOf } from '@/lib/query-keys/incident-keys';

const pathOf = (id: string, asOf: IncidentAsOf | null): string => {
  if (!asOf) return routes.incident(id);
  const params =
    'version' in asOf
      ? new URLSearchParams({ asOfVersion: String(asOf.version) })
      : new URLSearchParams({ asOf: asOf.time });
  return `${routes.incident(id)}?${params.toString()}`;
};

/**
 * GET /api/incidents/:id: every field, or only a summary (`summaryOnly`) for a reader who neither
 * reported nor reviews it. With `asOf`, the incident as it stood then, which event that was, and
 * the fields that differ from now (404 when it had not been reported yet).
 */
export const getIncident = (
  id: string,
  asOf: IncidentAsOf | null,
  signal?: AbortSignal,
): Promise<IncidentOrSummary> => getJson(pathOf(id, asOf), IncidentOrSummary, signal);

export const incidentQueryOptions = (id: string, asOf: IncidentAsOf | null = null) =>
  queryOptions({
    queryKey: asOf ? incidentKeys.detailAsOf(id, asOf) : incidentKeys.detail(id),
    queryFn: ({ signal }) => getIncident(id, asOf, signal),
  });
