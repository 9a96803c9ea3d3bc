import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@hs/contracts';
import { toast } from '@/components/ui/toast-store';
import { failureText, isUnauthorized, sendEmpty } from '@/lib/http';
import { endSession } from '@/lib/session';
import { i18n } from '@/lib/i18n';

const ignoreReply = { parse: () => undefined };

/** POST /api/logout (204). A 401 means the session was already gone: that is a logout too. */
export const logout = async (): Promise<void> => {
  try {
    await sendEmpty('POST', authRoutes.logout, ignoreReply);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
};

/** The toasts are shown here: the menu that asked for the logout is gone once the user is. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { unauthorizedIsAnAnswer: true },
    onSuccess: () => {
      endSession(queryClient, 'logout');
      toast({ title: i18n.t('auth:logout.doneTitle'), description: i18n.t('auth:logout.doneText') });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: i18n.t('auth:logout.failedTitle'),
        description: failureText(error, i18n.t('auth:logout.failedText')),
      });
    },
  });
};
