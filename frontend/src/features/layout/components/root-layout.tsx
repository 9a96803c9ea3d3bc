import { lazy, Suspense } from 'react';
import { ScrollRestoration } from 'react-router';
import { SessionGate } from '@/features/auth';
import { NavigationProgress } from './page-loading';

// The toast region is not needed to draw the first page: it loads just after, and a toast raised
// before it has arrived waits in the toast store until it shows it.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/**
 * Above every route: the session check, and the one toast region, which outlives the move from
 * the login page to the app so "Login successful" stays on screen. A link to a page whose code is
 * still loading says so here.
 */
export const RootLayout = () => (
  <>
    <SessionGate />
    <NavigationProgress />
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
    <ScrollRestoration />
  </>
);
