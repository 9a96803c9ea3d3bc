import { queryOptions } from '@tanstack/react-query';
import { InvestigationList, investigationRoutes, type ListInvestigationsQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/** GET /api/investigations?state=&scope= */
export const investigationsQueryOptions = (query: ListInvestigationsQuery) => {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  params.set('scope', query.scope ?? 'all');
  return queryOptions({
    queryKey: investigationKeys.list(query),
    queryFn: async ({ signal }) =>
      (await getJson(`${investigationRoutes.investigations}?${params}`, InvestigationList, signal)).items,
  });
};
