import { queryOptions } from '@tanstack/react-query';
import { OshaClocks, oshaClockRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { oshaClockKeys } from './osha-clock-keys';

/** A clock that turns overdue should say so without a reload. */
const REFRESH_MS = 60_000;

/** GET /api/osha/clocks (safety team): open OSHA deadlines, most urgent first. */
export const oshaClocksQueryOptions = () =>
  queryOptions({
    queryKey: oshaClockKeys.clocks,
    queryFn: ({ signal }) => getJson(oshaClockRoutes.clocks, OshaClocks, signal),
    refetchInterval: REFRESH_MS,
  });
