import { queryOptions } from '@tanstack/react-query';
import { AdminDashboard, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** GET /api/admin/dashboard: the four figures and the five newest incidents. */
export const getAdminDashboard = (signal?: AbortSignal): Promise<AdminDashboard> =>
  getJson(routes.adminDashboard, AdminDashboard, signal);

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });
