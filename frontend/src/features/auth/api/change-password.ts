import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, CommandResponse, type ChangePasswordBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { sessionKeys } from '@/lib/query-keys/session-keys';

/** POST /api/user/password; 400 names currentPassword or newPassword. Other sessions end. */
export const changePassword = (body: ChangePasswordBody): Promise<CommandResponse> =>
  sendJson('POST', authRoutes.changePassword, body, CommandResponse);

/** Afterwards the session is reloaded: a forced change is then over. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser }),
  });
};
