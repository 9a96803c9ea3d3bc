import { queryOptions } from '@tanstack/react-query';
import { Osha300ASummary, oshaFormRoutes, type Osha300AQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { oshaKeys } from './osha-keys';
import { oshaQueryString } from './osha-query-string';

/** GET /api/osha/300a: the summary, its hash and its certification. */
export const osha300AQueryOptions = (query: Osha300AQuery) =>
  queryOptions({
    queryKey: oshaKeys.summary300A(query),
    queryFn: ({ signal }) =>
      getJson(`${oshaFormRoutes.summary300A}?${oshaQueryString(query)}`, Osha300ASummary, signal),
  });
