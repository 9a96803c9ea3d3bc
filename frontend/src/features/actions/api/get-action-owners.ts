import { queryOptions } from '@tanstack/react-query';
import { ActionOwnerList, actionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { actionKeys } from './action-keys';

/** GET /api/actions/owners: whom the caller may make an owner. */
export const actionOwnersQueryOptions = () =>
  queryOptions({
    queryKey: actionKeys.owners(),
    queryFn: async ({ signal }) => (await getJson(actionRoutes.owners, ActionOwnerList, signal)).owners,
  });
