import { queryOptions } from '@tanstack/react-query';
import { EstablishmentList, establishmentRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/** GET /api/establishments: every signed-in user may read them (the report form offers them). */
export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: establishmentKeys.list(),
    queryFn: async ({ signal }) =>
      (await getJson(establishmentRoutes.establishments, EstablishmentList, signal)).establishments,
  });
