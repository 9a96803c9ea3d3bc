import { queryOptions } from '@tanstack/react-query';
import { ActionDetail, actionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { actionKeys } from './action-keys';

/** GET /api/actions/:id: details, timeline, photos and the steps allowed to the caller. */
export const actionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: actionKeys.detail(id),
    queryFn: ({ signal }) => getJson(actionRoutes.action(id), ActionDetail, signal),
  });
