/** Which notifications a list shows: those not read yet, or every one. */
export type NotificationFilter = 'unread' | 'all';

export const notificationKeys = {
  /** Everything a new notification or a read changes: the bell, its panel and the page. */
  all: ['notifications'] as const,
  latest: () => ['notifications', 'latest'] as const,
  pages: (filter: NotificationFilter) => ['notifications', 'pages', filter] as const,
  // Outside `all`: a new notification must not refetch (and reset) a preferences form being edited.
  preferences: () => ['notification-preferences'] as const,
};
