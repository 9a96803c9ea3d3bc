import { queryOptions } from '@tanstack/react-query';
import { ReporterProfile, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/** GET /api/incidents/reporter-profile: the signed-in reporter as the records know them. */
export const reporterProfileQueryOptions = () =>
  queryOptions({
    queryKey: incidentKeys.reporterProfile,
    queryFn: ({ signal }) => getJson(routes.reporterProfile, ReporterProfile, signal),
  });
