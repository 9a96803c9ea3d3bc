import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@hs/contracts';
import { toast } from '@/components/ui/toast-store';
import { i18n } from './i18n';
import { forgetOtherUsersData, forgetStoredUserData } from './user-storage';
import { currentUserQueryOptions } from './current-user';
import { rememberKnownUser } from './last-known-user';
import { sessionKeys } from './query-keys/session-keys';

export type SessionEnd = 'logout' | 'expired';

/**
 * How the last session ended. After a deliberate logout the next login starts at the dashboard;
 * after an expired session it returns to the page the user was on. Module state, because the
 * redirect and the logout happen in different components and the cache holds only the user.
 */
let lastEnd: SessionEnd | null = null;

export const lastSessionEnd = (): SessionEnd | null => lastEnd;

/** The result of GET /api/session; the session gate renders nothing else until it has arrived. */
export const useCurrentUserQuery = () => useQuery(currentUserQueryOptions());

/** The signed-in user or null, for screens shown to both (the login pages). */
export const useCurrentUser = (): CurrentUser | null => useCurrentUserQuery().data ?? null;

/**
 * A login succeeded. Whatever the cache held belonged to the previous session (maybe another
 * person), so it goes before the new user's screens read anything.
 */
export const startSession = (queryClient: QueryClient, user: CurrentUser): void => {
  lastEnd = null;
  forgetOtherUsersData(user.id);
  rememberKnownUser(user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  queryClient.setQueryData(sessionKeys.currentUser, user);
};

/** Forget the user; the session guard then sends the visitor to /auth. */
export const endSession = (queryClient: QueryClient, reason: SessionEnd): void => {
  const wasSignedIn = queryClient.getQueryData<CurrentUser | null>(sessionKeys.currentUser) != null;
  if (!wasSignedIn) return;
  lastEnd = reason;
  // A deliberate sign-out leaves nothing behind; after an expiry the user's own draft waits for them.
  if (reason === 'logout') forgetStoredUserData();
  queryClient.setQueryData(sessionKeys.currentUser, null);
  if (reason === 'expired') {
    toast({
      title: i18n.t('common:toasts.sessionEndedTitle'),
      description: i18n.t('common:toasts.sessionEndedText'),
    });
  }
};

/** The user of a screen behind the session guard, which provides it. */
export const SignedInUserContext = createContext<CurrentUser | null>(null);

export const useSignedInUser = (): CurrentUser => {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside the session guard');
  return user;
};

export const isAdmin = (user: CurrentUser | null): boolean => user?.role === 'admin';
