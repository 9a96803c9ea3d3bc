import { queryOptions } from '@tanstack/react-query';
import { CurrentMetrics, trainingRoutes, type MetricsPeriod } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { AGGREGATE_STALE_TIME, complianceKeys } from '@/lib/query-keys/compliance-keys';

/** GET /api/metrics/current?period=: the period's incidents, near misses, training, inspections. */
export const getCurrentMetrics = (period: MetricsPeriod, signal?: AbortSignal): Promise<CurrentMetrics> =>
  getJson(`${trainingRoutes.metrics}?period=${period}`, CurrentMetrics, signal);

export const currentMetricsQueryOptions = (period: MetricsPeriod) =>
  queryOptions({
    queryKey: complianceKeys.currentMetrics(period),
    queryFn: ({ signal }) => getCurrentMetrics(period, signal),
    staleTime: AGGREGATE_STALE_TIME,
  });
