import { queryOptions } from '@tanstack/react-query';
import { UnassignedIncidentList, establishmentRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/** GET /api/admin/incidents-without-establishment (admin only). */
export const unassignedIncidentsQueryOptions = () =>
  queryOptions({
    queryKey: establishmentKeys.unassignedIncidents(),
    queryFn: async ({ signal }) =>
      (await getJson(establishmentRoutes.unassignedIncidents, UnassignedIncidentList, signal)).incidents,
  });
