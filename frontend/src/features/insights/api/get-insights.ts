import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { InsightsAnswer, insightsRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { filterParams, type InsightFilters } from '../insight-filters';

/** GET /api/insights for the filters; the last figures stay shown while new ones load. */
export const insightsQueryOptions = (filters: InsightFilters) => {
  const query = filterParams(filters).toString();
  return queryOptions({
    queryKey: ['insights', query],
    queryFn: ({ signal }) => getJson(`${insightsRoutes.insights}?${query}`, InsightsAnswer, signal),
    placeholderData: keepPreviousData,
  });
};
