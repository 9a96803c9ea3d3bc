import { queryOptions } from '@tanstack/react-query';
import { EstablishmentDetailsList, EstablishmentList, establishmentRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/**
 * GET /api/establishments: every signed-in user may read them (the report form offers them); the
 * server answers the name and address to everyone, the EIN and figures only to the safety team.
 */
export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: establishmentKeys.list(),
    queryFn: async ({ signal }) =>
      (await getJson(establishmentRoutes.establishments, EstablishmentList, signal)).establishments,
  });

/** The same list read whole, with EIN and yearly figures: the establishments page (safety team). */
export const establishmentDetailsQueryOptions = () =>
  queryOptions({
    queryKey: establishmentKeys.details(),
    queryFn: async ({ signal }) =>
      (await getJson(establishmentRoutes.establishments, EstablishmentDetailsList, signal)).establishments,
  });
