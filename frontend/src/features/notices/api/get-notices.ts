import { queryOptions } from '@tanstack/react-query';
import { NoticeList, noticeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { noticeKeys } from '@/lib/query-keys/notice-keys';

/** GET /api/notices (admin): every notice, the latest start first. */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.list(),
    queryFn: ({ signal }) => getJson(noticeRoutes.list, NoticeList, signal),
  });
