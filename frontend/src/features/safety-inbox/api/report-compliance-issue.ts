import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, safetyInboxRoutes, type ComplianceIssueBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { safetyInboxKeys } from '@/lib/query-keys/safety-inbox-keys';

/** POST /api/safety-inbox/compliance-issues: "Report Compliance Issue". */
export const useReportComplianceIssue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceIssueBody) =>
      sendJson('POST', safetyInboxRoutes.complianceIssues, body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyInboxKeys.all }),
  });
};
