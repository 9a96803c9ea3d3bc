import { Outlet } from 'react-router';
import { RequireSession } from '@/features/auth';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import { MainNav } from './main-nav';
import { SkipLink } from './skip-link';

/** The shared frame around every page a signed-in user sees. */
export const AppLayout = () => (
  <RequireSession>
    <div className="flex min-h-screen flex-col">
      <div className="print:hidden">
        <SkipLink />
        <AppHeader />
        <MainNav />
      </div>
      {/* At least a screen tall, so the footer starts below the fold and is never pushed down
          while the page's code and data arrive (a layout shift). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none lg:px-6 print:min-h-0 print:max-w-none print:p-0"
      >
        <Outlet />
      </main>
      <div className="print:hidden">
        <AppFooter />
      </div>
    </div>
  </RequireSession>
);
