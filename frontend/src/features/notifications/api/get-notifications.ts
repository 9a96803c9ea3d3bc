import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NotificationsAnswer, notificationRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { notificationKeys, type NotificationFilter } from './notification-keys';

/** How many the bell's panel shows; the page shows the rest. */
export const LATEST_COUNT = 8;
/** Rows per "Load more" on the notifications page. */
export const NOTIFICATION_PAGE_SIZE = 20;

const inboxUrl = (limit: number, filter: NotificationFilter, before?: string): string => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filter === 'unread') params.set('unreadOnly', 'true');
  if (before) params.set('before', before);
  return `${notificationRoutes.inbox}?${params}`;
};

/** GET /api/notifications: the newest few and the unread count, for the bell. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => getJson(inboxUrl(LATEST_COUNT, 'all'), NotificationsAnswer, signal),
  });

/** Every notification of the filter, newest first, a page at a time (`before` the last one shown). */
export const notificationPagesQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(filter),
    queryFn: ({ signal, pageParam }) =>
      getJson(inboxUrl(NOTIFICATION_PAGE_SIZE, filter, pageParam), NotificationsAnswer, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationsAnswer) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });
