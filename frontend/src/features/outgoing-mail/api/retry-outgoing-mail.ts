import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetryOutgoingMailAnswer, outgoingMailRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** POST /api/admin/outgoing-mail/:id/retry (admin): a failed mail is sent again. */
export const retryOutgoingMail = async (id: string): Promise<RetryOutgoingMailAnswer> => {
  const result = await sendEmpty('POST', outgoingMailRoutes.retry(id), RetryOutgoingMailAnswer);
  if (!result) throw new Error('The retry returned no result.');
  return result;
};

export const useRetryOutgoingMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutgoingMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outgoingMail }),
  });
};
