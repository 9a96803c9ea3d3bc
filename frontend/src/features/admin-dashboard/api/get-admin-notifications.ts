import { queryOptions } from '@tanstack/react-query';
import { AdminNotifications, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** GET /api/admin/notifications: the counts and the submitted incidents, newest first. */
export const getAdminNotifications = (signal?: AbortSignal): Promise<AdminNotifications> =>
  getJson(routes.adminNotifications, AdminNotifications, signal);

export const adminNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.notifications,
    queryFn: ({ signal }) => getAdminNotifications(signal),
  });
