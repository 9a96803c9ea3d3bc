import { queryOptions } from '@tanstack/react-query';
import { SessionState, authRoutes, type CurrentUser } from '@hs/contracts';
import { getJson } from './http';
import { lastKnownUser, rememberKnownUser } from './last-known-user';
import { sessionKeys } from './query-keys/session-keys';
import { applyUserLanguage } from './user-language';

/**
 * The signed-in user, or null when nobody is (or the session still holds a temporary password:
 * sign in again to replace it). GET /api/session answers 200 either way, so a signed-out visitor's
 * console shows no failed request.
 */
export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  try {
    const { user } = await getJson(authRoutes.session, SessionState, signal);
    if (user) {
      rememberKnownUser(user);
      // Before the first signed-in screen, so it is drawn in the person's language at once.
      await applyUserLanguage(user).catch(() => {});
    }
    return user;
  } catch (error) {
    // No answer at all (offline): the user this device last saw signed in, checked again online.
    const known = error instanceof TypeError && !signal?.aborted ? lastKnownUser() : null;
    if (known) return known;
    throw error;
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
