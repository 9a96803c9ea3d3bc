import { queryOptions } from '@tanstack/react-query';
import { CurrentUser, PASSWORD_CHANGE_REQUIRED_TITLE, authRoutes } from '@hs/contracts';
import { getJson, HttpError, isUnauthorized } from './http';
import { lastKnownUser, rememberKnownUser } from './last-known-user';
import { sessionKeys } from './query-keys/session-keys';

/** The signed-in user, or null when nobody is (401 is an answer here, not a failure). */
export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  try {
    const user = await getJson(authRoutes.currentUser, CurrentUser, signal);
    rememberKnownUser(user);
    return user;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    // A session still on its temporary password (page reloaded): sign in again to replace it.
    if (error instanceof HttpError && error.problem?.title === PASSWORD_CHANGE_REQUIRED_TITLE) return null;
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
