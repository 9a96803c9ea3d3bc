import { queryOptions } from '@tanstack/react-query';
import { CurrentMetrics, trainingRoutes } from '@hs/contracts';
import { getJson } from '../../../lib/http';
import { AGGREGATE_STALE_TIME, complianceKeys } from '../../compliance/api/compliance-keys';

/** GET /api/metrics/current: this month's incidents and near misses, compliance, inspections. */
export const getCurrentMetrics = (signal?: AbortSignal): Promise<CurrentMetrics> =>
  getJson(trainingRoutes.metrics, CurrentMetrics, signal);

export const currentMetricsQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.currentMetrics(),
    queryFn: ({ signal }) => getCurrentMetrics(signal),
    staleTime: AGGREGATE_STALE_TIME,
  });
