import { Link } from 'react-router';
import { APP_NAME } from '@/config/site';
import { i18n } from '@/lib/i18n';
import { NotificationsBell } from '@/features/notifications';
import { BrandMark } from '@/components/brand-mark';
import { UserMenu } from './user-menu';

export const AppHeader = () => (
  <header className="bg-slate-900 text-white">
    <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:px-6">
      <Link
        to="/dashboard"
        className="flex items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        <BrandMark />
        <span className="leading-tight">
          <span className="block text-lg font-bold tracking-tight">{APP_NAME}</span>
          <span className="hidden text-xs text-slate-300 sm:block">{i18n.t('common:brand.tagline')}</span>
        </span>
      </Link>
      <div className="flex items-center gap-2">
        <NotificationsBell />
        <UserMenu />
      </div>
    </div>
  </header>
);
