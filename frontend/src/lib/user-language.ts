import type { QueryClient } from '@tanstack/react-query';
import { authRoutes, CommandResponse, type CurrentUser } from '@hs/contracts';
import { sendJson } from './http';
import { currentLanguage, DEFAULT_LANGUAGE, switchLanguage, type Language } from './i18n';
import { sessionKeys } from './query-keys/session-keys';

/** PUT /api/user/language: the signed-in person's choice, shown wherever they sign in next. */
export const saveUserLanguage = (language: Language) =>
  sendJson('PUT', authRoutes.language, { language }, CommandResponse);

/** A known user's own choice wins over this device's: the interface switches to it. */
export const applyUserLanguage = async (user: CurrentUser): Promise<void> => {
  if (user.language && user.language !== currentLanguage()) await switchLanguage(user.language);
};

/**
 * A sign-in: the person's saved language applies; someone who never chose one but picked a
 * language other than English on the sign-in page keeps that one from now on. Never fails the
 * sign-in: an unsaved choice still shows on this device.
 */
export const languageAtSignIn = async (user: CurrentUser): Promise<CurrentUser> => {
  if (user.language) {
    await applyUserLanguage(user).catch(() => {});
    return user;
  }
  const chosen = currentLanguage();
  if (chosen === DEFAULT_LANGUAGE) return user;
  return saveUserLanguage(chosen).then(
    () => ({ ...user, language: chosen }),
    () => user,
  );
};

/** A choice made while signed in (the interface has switched): it is kept for the person too. */
export const keepUserLanguage = async (queryClient: QueryClient, language: Language): Promise<void> => {
  await saveUserLanguage(language);
  queryClient.setQueryData<CurrentUser | null>(sessionKeys.currentUser, (known) =>
    known ? { ...known, language } : known,
  );
};
