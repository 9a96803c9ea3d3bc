import { queryOptions } from '@tanstack/react-query';
import { ComplianceSummary, trainingRoutes } from '@hs/contracts';
import { getJson } from '../../../lib/http';
import { AGGREGATE_STALE_TIME, complianceKeys } from './compliance-keys';

/** GET /api/compliance/summary: the real figures behind Compliance Management (spec 2.10). */
export const getComplianceSummary = (signal?: AbortSignal): Promise<ComplianceSummary> =>
  getJson(trainingRoutes.compliance, ComplianceSummary, signal);

export const complianceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.summary(),
    queryFn: ({ signal }) => getComplianceSummary(signal),
    staleTime: AGGREGATE_STALE_TIME,
  });
