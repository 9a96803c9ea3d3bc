import { queryOptions } from '@tanstack/react-query';
import { ActionList, actionRoutes, type ListActionsQuery } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { actionKeys } from './action-keys';

const search = (query: ListActionsQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/actions: mine, or all the caller may see, with filters. */
export const actionsQueryOptions = (query: ListActionsQuery) =>
  queryOptions({
    queryKey: actionKeys.list(query),
    queryFn: async ({ signal }) =>
      (await getJson(`${actionRoutes.actions}${search(query)}`, ActionList, signal)).items,
  });
