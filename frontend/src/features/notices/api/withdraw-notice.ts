import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, noticeRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { noticeKeys } from '@/lib/query-keys/notice-keys';

/** POST /api/notices/:id/withdrawal (admin): off every dashboard at once. */
export const useWithdrawNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendEmpty('POST', noticeRoutes.withdraw(id), CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
};
