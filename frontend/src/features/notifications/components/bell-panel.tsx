import { useState } from 'react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { ClipboardList, Settings } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useUrgentOshaClockCount } from '@/features/osha-clocks';
import { reviewsIncidents } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { latestNotificationsQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellFace, bellClasses } from './bell-face';
import { NotificationItem } from './notification-item';
import { i18n } from '@/lib/i18n';

const footerLink =
  'inline-flex min-h-10 pointer-coarse:min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The safety team's and supervisors' desk (OSHA deadlines, reports to review), kept one tap away. */
const ReviewDeskLink = ({ onFollow }: { onFollow: () => void }) => {
  const urgent = useUrgentOshaClockCount();
  return (
    <Link
      to="/admin/notifications"
      onClick={onFollow}
      className="flex min-h-11 items-center gap-2 border-t border-slate-200 px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
    >
      <ClipboardList className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
      <span>
        <span className="font-semibold">OSHA deadlines and reports to review</span>
        {urgent > 0 && (
          <span className="block text-red-800">
            {urgent} OSHA {urgent === 1 ? 'deadline needs' : 'deadlines need'} attention
          </span>
        )}
      </span>
    </Link>
  );
};

/** The bell once its code is loaded (notifications-bell.tsx): a popover with the latest notifications. */
export const BellPanel = ({ openAtStart }: { openAtStart: boolean }) => {
  const [open, setOpen] = useState(openAtStart);
  const { data, isPending, isError } = useQuery(latestNotificationsQueryOptions());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const reviewer = reviewsIncidents(useSignedInUser());
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={bellClasses}>
        <BellFace unread={data?.unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="bell-panel-title"
          className="z-50 flex max-h-[calc(100dvh-5rem)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <h2 id="bell-panel-title" className="font-semibold text-slate-900">
              {i18n.t('notifications:bell.name')}
            </h2>
            {data && data.unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markAll.mutate()}
                aria-disabled={markAll.isPending}
              >
                {i18n.t('notifications:bell.markAll')}
              </Button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {isPending ? (
              <StatusMessage kind="loading">{i18n.t('notifications:bell.loading')}</StatusMessage>
            ) : isError ? (
              <StatusMessage kind="error">{i18n.t('notifications:bell.failed')}</StatusMessage>
            ) : data.items.length === 0 ? (
              <StatusMessage kind="empty">{i18n.t('notifications:bell.empty')}</StatusMessage>
            ) : (
              <ul aria-label={i18n.t('notifications:bell.latest')} className="divide-y divide-slate-200">
                {data.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    compact
                    onOpen={(id, unread) => {
                      if (unread) markRead.mutate(id);
                      close();
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
          {reviewer && <ReviewDeskLink onFollow={close} />}
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-2 py-1.5">
            <Link to="/notifications" onClick={close} className={footerLink}>
              {i18n.t('notifications:bell.seeAll')}
            </Link>
            <Link to="/notifications/settings" onClick={close} className={footerLink}>
              <Settings className="size-4" aria-hidden="true" />
              {i18n.t('notifications:bell.settings')}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
