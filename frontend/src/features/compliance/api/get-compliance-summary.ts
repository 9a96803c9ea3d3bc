import { queryOptions } from '@tanstack/react-query';
import { ComplianceSummary, trainingRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { AGGREGATE_STALE_TIME, complianceKeys } from '@/lib/query-keys/compliance-keys';

/** GET /api/compliance/summary: the figures behind Compliance Management for a month. */
export const getComplianceSummary = (
  month: string | undefined,
  signal?: AbortSignal,
): Promise<ComplianceSummary> =>
  getJson(
    month ? `${trainingRoutes.compliance}?month=${encodeURIComponent(month)}` : trainingRoutes.compliance,
    ComplianceSummary,
    signal,
  );

export const complianceSummaryQueryOptions = (month?: string) =>
  queryOptions({
    queryKey: complianceKeys.summary(month),
    queryFn: ({ signal }) => getComplianceSummary(month, signal),
    staleTime: AGGREGATE_STALE_TIME,
  });
