import { queryOptions } from '@tanstack/react-query';
import { MyWork, myWorkRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { myWorkKeys } from './my-work-keys';

/** GET /api/users/:userId/work (administrators): one employee's open, overdue and finished work. */
export const getUserWork = (userId: string, signal?: AbortSignal): Promise<MyWork> =>
  getJson(myWorkRoutes.userWork(userId), MyWork, signal);

export const userWorkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myWorkKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserWork(userId, signal),
    refetchOnMount: 'always',
  });
