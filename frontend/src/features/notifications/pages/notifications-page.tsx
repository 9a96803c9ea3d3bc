import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoaderCircle, Settings } from 'lucide-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusFirstNewRow } from '@/components/ui/list-pager';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { notificationPagesQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { NotificationFilter } from '../api/notification-keys';
import { NotificationItem } from '../components/notification-item';

const filters: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

/** /notifications: every notification of the signed-in person, newest first, a page at a time. */
export const NotificationsPage = () => {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const query = useInfiniteQuery(notificationPagesQueryOptions(filter));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const listRef = useRef<HTMLUListElement>(null);
  const focusNewRows = useFocusFirstNewRow(listRef, items.length);

  return (
    <>
      <PageHeader
        title="Notifications"
        description="What concerns you, newest first. Open one to go to what it is about."
        actions={
          <Button asChild variant="secondary">
            <Link to="/notifications/settings">
              <Settings aria-hidden="true" />
              Notification settings
            </Link>
          </Button>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <div role="group" aria-label="Show" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            {filters.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className="min-h-9 rounded-md px-4 text-sm pointer-coarse:min-h-11 font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
              >
                {label}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-slate-700">
              {query.data ? `${unread === 0 ? 'None' : unread} unread` : ''}
            </p>
            {unread > 0 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => markAll.mutate()}
                aria-disabled={markAll.isPending}
              >
                Mark all as read
              </Button>
            )}
          </div>
        </div>
        {query.isPending ? (
          <StatusMessage kind="loading">Loading notifications...</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error">Your notifications could not be loaded.</StatusMessage>
        ) : items.length === 0 ? (
          <StatusMessage kind="empty">
            {filter === 'unread' ? 'You have read every notification.' : 'You have no notifications.'}
          </StatusMessage>
        ) : (
          <ul ref={listRef} aria-label="Notifications" className="divide-y divide-slate-200">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={(id, isUnread) => {
                  if (isUnread) markRead.mutate(id);
                }}
                onMarkRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="flex justify-center border-t border-slate-200 px-4 py-4">
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while the page loads. */}
            <Button
              variant="secondary"
              aria-disabled={query.isFetchingNextPage}
              onClick={() => {
                if (query.isFetchingNextPage) return;
                focusNewRows();
                void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
              <span className="sr-only"> notifications</span>
            </Button>
          </div>
        )}
      </Card>
    </>
  );
};
