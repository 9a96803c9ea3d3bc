import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { APP_NAME, APP_TAGLINE } from '@/config/site';
import { reviewsIncidents } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { useUrgentOshaClockCount } from '@/features/osha-clocks';
import { BrandMark } from '@/components/brand-mark';
import { UserMenu } from './user-menu';

/**
 * Reviewers' notifications are the incidents awaiting review; an employee's are the statuses of
 * their own reports, on the incident list.
 */
const NotificationsBell = () => {
  const reviewer = reviewsIncidents(useSignedInUser());
  const urgent = useUrgentOshaClockCount();
  const urgentWords = `${urgent} OSHA ${urgent === 1 ? 'deadline needs' : 'deadlines need'} attention`;
  return (
    <Link
      to={reviewer ? '/admin/notifications' : '/incidents'}
      aria-describedby={urgent > 0 ? 'bell-urgent' : undefined}
      title={urgent > 0 ? `Notifications: ${urgentWords}` : 'Notifications'}
      className="relative grid size-10 place-items-center rounded-full text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      <Bell className="size-5" aria-hidden="true" />
      {/* Named by text, not aria-label: a label that leaves out the visible count fails WCAG 2.5.3. */}
      <span className="sr-only">Notifications</span>
      {urgent > 0 && (
        <>
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {urgent}
          </span>
          <span id="bell-urgent" className="sr-only">
            {urgentWords}
          </span>
        </>
      )}
    </Link>
  );
};

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
          <span className="hidden text-xs text-slate-300 sm:block">{APP_TAGLINE}</span>
        </span>
      </Link>
      <div className="flex items-center gap-2">
        <NotificationsBell />
        <UserMenu />
      </div>
    </div>
  </header>
);
