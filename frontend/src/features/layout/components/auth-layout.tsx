import { Outlet } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '@/config/site';
import { AppFooter } from './app-footer';
import { BrandMark } from '@/components/brand-mark';
import { OfflineNotice } from '@/components/offline-notice';
import { SkipLink } from './skip-link';

/** The frame of the login pages: the brand and the footer, without navigation or user menu. */
export const AuthLayout = () => (
  <div className="flex min-h-screen flex-col">
    <SkipLink />
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
        <BrandMark />
        <span className="leading-tight">
          <span className="block text-lg font-bold tracking-tight">{APP_NAME}</span>
          <span className="hidden text-xs text-slate-300 sm:block">{APP_TAGLINE}</span>
        </span>
      </div>
    </header>
    <OfflineNotice whatWorks="Signing in needs a connection." />
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
