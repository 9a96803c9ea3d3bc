import { infiniteQueryOptions } from '@tanstack/react-query';
import { InvestigationList, investigationRoutes, type ListInvestigationsQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

export type InvestigationFilters = Pick<ListInvestigationsQuery, 'state' | 'scope' | 'overdue'>;

/** GET /api/investigations?state=&scope=&overdue=, a page at a time from the last page's cursor. */
export const investigationsQueryOptions = (filters: InvestigationFilters) =>
  infiniteQueryOptions({
    queryKey: investigationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ scope: filters.scope ?? 'all' });
      if (filters.state) params.set('state', filters.state);
      if (filters.overdue) params.set('overdue', filters.overdue);
      if (pageParam) params.set('cursor', pageParam);
      return getJson(`${investigationRoutes.investigations}?${params}`, InvestigationList, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
