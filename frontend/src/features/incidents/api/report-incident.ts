import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, ReportIncidentResponse, routes, type ReportIncidentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { incidentKeys } from './incident-keys';

export interface ReportIncidentRequest {
  body: ReportIncidentBody;
  /** Same key for the same submission, so a retry returns the first report instead of a second. */
  idempotencyKey: string;
}

export const reportIncident = ({
  body,
  idempotencyKey,
}: ReportIncidentRequest): Promise<ReportIncidentResponse> =>
  sendJson('POST', routes.incidents, body, ReportIncidentResponse, { [IDEMPOTENCY_HEADER]: idempotencyKey });

/**
 * The consistency token of the reply is kept by the HTTP client before this resolves, so the
 * refetch triggered here already waits for the new report to reach the read model.
 */
export const useReportIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
};
