import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, noticeRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { noticeKeys } from '@/lib/query-keys/notice-keys';

/** POST /api/notices/:id/dismissal: gone from one's dashboard on every device. */
export const useDismissNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendEmpty('POST', noticeRoutes.dismiss(id), CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.current() }),
  });
};
