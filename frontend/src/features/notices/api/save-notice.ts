import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, CreatedResponse, noticeRoutes, type NoticeInput } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { noticeKeys } from '@/lib/query-keys/notice-keys';

/** POST /api/notices, or PUT /api/notices/:id when `id` is given (admin). */
export const useSaveNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NoticeInput }) =>
      id
        ? sendJson('PUT', noticeRoutes.notice(id), body, CommandResponse)
        : sendJson('POST', noticeRoutes.list, body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
};
