import { queryOptions } from '@tanstack/react-query';
import { PrivacyCaseList, privacyCaseRoutes, type PrivacyCaseListQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { oshaKeys } from './osha-keys';
import { oshaQueryString } from './osha-query-string';

/** GET /api/osha/privacy-cases: the confidential list of the log's privacy cases with the names. */
export const privacyCasesQueryOptions = (query: PrivacyCaseListQuery) =>
  queryOptions({
    queryKey: oshaKeys.privacyCases(query),
    queryFn: ({ signal }) =>
      getJson(`${privacyCaseRoutes.list}?${oshaQueryString(query)}`, PrivacyCaseList, signal),
  });
