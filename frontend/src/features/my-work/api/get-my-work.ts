import { queryOptions } from '@tanstack/react-query';
import { MyWork, myWorkRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { myWorkKeys } from './my-work-keys';

/** GET /api/my-work: everything assigned to the signed-in user. */
export const getMyWork = (signal?: AbortSignal): Promise<MyWork> =>
  getJson(myWorkRoutes.myWork, MyWork, signal);

export const myWorkQueryOptions = () =>
  queryOptions({
    queryKey: myWorkKeys.mine(),
    queryFn: ({ signal }) => getMyWork(signal),
    // Work arrives from administrators' commands, not this user's: read it again on every visit.
    refetchOnMount: 'always',
  });
