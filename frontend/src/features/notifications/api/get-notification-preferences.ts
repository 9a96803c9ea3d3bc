import { queryOptions } from '@tanstack/react-query';
import { NotificationPreferences, notificationRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: the signed-in person's choice per kind, digest hour and zone. */
export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getJson(notificationRoutes.preferences, NotificationPreferences, signal),
  });
