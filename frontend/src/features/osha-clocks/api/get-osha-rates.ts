import { queryOptions } from '@tanstack/react-query';
import { OshaRates, oshaClockRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { oshaClockKeys } from './osha-clock-keys';

/** GET /api/osha/rates (safety team): TRIR and DART per establishment, company and overall. */
export const oshaRatesQueryOptions = () =>
  queryOptions({
    queryKey: oshaClockKeys.rates,
    queryFn: ({ signal }) => getJson(oshaClockRoutes.rates, OshaRates, signal),
  });
