import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuditVerification } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** The command of the command API that re-checks every hash chain (not among the contract routes). */
const verifyPath = '/api/admin/audit/verify';

/** POST /api/admin/audit/verify (admin): walks every stream's hash chain now; takes a few seconds. */
export const verifyAuditLog = async (): Promise<AuditVerification> => {
  const result = await sendEmpty('POST', verifyPath, AuditVerification);
  if (!result) throw new Error('The verification returned no result.');
  return result;
};

/** The result is shown at once; the refetch (after the consistency token) confirms it was recorded. */
export const useVerifyAuditLog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAuditLog,
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.auditVerification, result);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditVerification });
    },
  });
};
