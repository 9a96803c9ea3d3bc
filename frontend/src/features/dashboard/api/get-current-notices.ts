import { queryOptions } from '@tanstack/react-query';
import { CurrentNotices, noticeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { noticeKeys } from '@/lib/query-keys/notice-keys';

/** GET /api/notices/current: the notices on the signed-in person's dashboard now. */
export const currentNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.current(),
    queryFn: ({ signal }) => getJson(noticeRoutes.current, CurrentNotices, signal),
  });
