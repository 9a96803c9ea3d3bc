import { infiniteQueryOptions } from '@tanstack/react-query';
import { AccessLogPage, accessLogRoutes, type AccessLogKind } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

export type AccessLogFilters = { person?: string; kind?: AccessLogKind; from?: string; to?: string };

/** GET /api/admin/access-log: who opened what, newest first, a page at a time (`before` the last id seen). */
const getAccessLog = (filters: AccessLogFilters, before: number | null, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries({ ...filters, before: before ?? undefined }).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  );
  return getJson(`${accessLogRoutes.list}?${query}`, AccessLogPage, signal);
};

export const accessLogQueryOptions = (filters: AccessLogFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.accessLog, filters],
    queryFn: ({ pageParam, signal }) => getAccessLog(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
