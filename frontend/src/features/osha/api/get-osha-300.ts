import { queryOptions } from '@tanstack/react-query';
import { Osha300Log, oshaFormRoutes, type Osha300Query } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { oshaKeys } from './osha-keys';
import { oshaQueryString } from './osha-query-string';

/** GET /api/osha/300: the log of an establishment's year, as of a day, with the changes since one. */
export const osha300QueryOptions = (query: Osha300Query) =>
  queryOptions({
    queryKey: oshaKeys.log300(query),
    queryFn: ({ signal }) =>
      getJson(`${oshaFormRoutes.log300}?${oshaQueryString(query)}`, Osha300Log, signal),
  });
