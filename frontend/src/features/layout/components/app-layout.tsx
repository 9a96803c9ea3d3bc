import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { RequireSession } from '@/features/auth';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import { MainNav } from './main-nav';
import { SkipLink } from './skip-link';

// Reports kept on the device (IndexedDB) are not needed for the first paint: listed just after.
const OutboxBanner = lazy(async () => ({ default: (await import('@/features/outbox')).OutboxBanner }));

/** The shared frame around every page a signed-in user sees. */
export const AppLayout = () => {
  const { t } = useTranslation('layout');
  return (
    <RequireSession>
      <div className="flex min-h-screen flex-col">
        <div className="print:hidden">
          <SkipLink />
          <AppHeader />
          <MainNav />
          <OfflineNotice whatWorks={t('offline.app')} />
        </div>
        {/* At least a screen tall, so the footer starts below the fold and is never pushed down
          while the page's code and data arrive (a layout shift). */}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none lg:px-6 print:min-h-0 print:max-w-none print:p-0"
        >
          <div className="print:hidden">
            <Suspense fallback={null}>
              <OutboxBanner />
            </Suspense>
          </div>
          <Outlet />
        </main>
        <div className="print:hidden">
          <AppFooter />
        </div>
      </div>
    </RequireSession>
  );
};
