import { ScrollRestoration } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { SessionGate } from '../../auth/components/session-gate';

/**
 * Above every route: the session check, and the one toast region, which outlives the move from
 * the login page to the app so "Login successful" stays on screen.
 */
export const RootLayout = () => (
  <>
    <SessionGate />
    <Toaster />
    <ScrollRestoration />
  </>
);
