import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { BrandBar } from '@/components/brand-bar';
import { OfflineNotice } from '@/components/offline-notice';
import { SkipLink } from './skip-link';

/** The frame of the login pages: the brand and the footer, without navigation or user menu. */
export const AuthLayout = () => {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="bg-slate-900 text-white">
        <BrandBar />
      </header>
      <OfflineNotice whatWorks={t('offline.signIn')} />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex w-full flex-1 items-center px-4 py-10 focus:outline-none lg:px-6 lg:py-14"
      >
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
};
