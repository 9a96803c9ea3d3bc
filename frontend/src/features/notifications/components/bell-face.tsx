import { Bell } from 'lucide-react';
import { i18n } from '@/lib/i18n';

export const bellClasses =
  'relative grid size-10 place-items-center rounded-full text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 data-[state=open]:bg-white/10';

/** "Notifications, 3 unread": the bell's name, with the count it shows (WCAG 2.5.3, label in name). */
export const bellName = (unread: number | undefined): string => {
  if (unread === undefined) return i18n.t('notifications:bell.name');
  return unread === 0
    ? i18n.t('notifications:bell.noneUnread')
    : i18n.t('notifications:bell.unread', { count: unread });
};

/** What the bell's button shows: the icon and, when any, the unread count. */
export const BellFace = ({ unread }: { unread: number | undefined }) => (
  <>
    <Bell className="size-5" aria-hidden="true" />
    {/* Named by text, not aria-label, so the name follows the count as it changes. */}
    <span className="sr-only">{bellName(unread)}</span>
    {unread !== undefined && unread > 0 && (
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
      >
        {unread > 99 ? '99+' : unread}
      </span>
    )}
  </>
);
