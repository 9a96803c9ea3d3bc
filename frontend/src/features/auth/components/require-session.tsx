import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pathOf, type LoginRedirectState } from '../remembered-location';
import { lastSessionEnd, SignedInUserContext, useCurrentUser } from '@/lib/session';

/**
 * Sends a signed-out visitor to /auth, remembering the page they wanted (unless they just logged
 * out on purpose), and gives the screens inside the signed-in user.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const state: LoginRedirectState | null =
      lastSessionEnd() === 'logout' ? null : { from: pathOf(location) };
    return <Navigate to="/auth" replace state={state} />;
  }
  // A temporary password opens nothing but the page that replaces it.
  if (user.mustChangePassword) return <Navigate to="/set-password" replace />;
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>;
};
