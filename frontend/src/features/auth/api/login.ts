import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUser, authRoutes } from '@hs/contracts';
import { toast } from '@/components/ui/toast-store';
import { postForm } from '@/lib/http';
import { startSession } from '@/lib/session';
import { i18n } from '@/lib/i18n';
import { languageAtSignIn } from '@/lib/user-language';

export interface LoginCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/login as form data (docs/architecture.md, "The frontend"); the reply is the signed-in user. */
export const login = async ({ username, password, rememberMe }: LoginCredentials): Promise<CurrentUser> =>
  languageAtSignIn(
    await postForm(
      authRoutes.login,
      new URLSearchParams({ username, password, rememberMe: rememberMe ? 'true' : 'false' }),
      CurrentUser,
    ),
  );

/**
 * A 401 here means wrong credentials, not an ended session: the meta flag keeps the app-wide
 * "session ended" handling away from it. The welcome toast is shown here rather than by the form,
 * because the login page is replaced by the next page as soon as the user is known.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { unauthorizedIsAnAnswer: true },
    onSuccess: (user) => {
      startSession(queryClient, user);
      toast({
        title: i18n.t('auth:form.welcomeTitle'),
        description: i18n.t('auth:form.welcomeText', { name: user.firstName }),
      });
    },
  });
};
