import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  ActionList,
  actionRoutes,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_KIND_HEADER,
  type ActionSummary,
  type ListActionsQuery,
} from '@hs/contracts';
import { getJson, getJsonWithHeaders } from '@/lib/http';
import type { ListTotal } from '@/components/ui/list-pager';
import { actionKeys } from './action-keys';

/** Rows per page of the actions screen (the server allows up to 200). */
export const ACTION_PAGE_SIZE = 25;

/** One page of GET /api/actions, where the next one starts, and how many match in all. */
export type ActionPage = { items: ActionSummary[]; nextCursor: string | null; total: ListTotal };

const search = (query: ListActionsQuery, cursor?: string): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/actions: the first page (50) of mine, or of all the caller may see, with filters. */
export const actionsQueryOptions = (query: ListActionsQuery) =>
  queryOptions({
    queryKey: actionKeys.list(query),
    queryFn: async ({ signal }) =>
      (await getJson(`${actionRoutes.actions}${search(query)}`, ActionList, signal)).items,
  });

const getActionPage = async (
  query: ListActionsQuery,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<ActionPage> => {
  const { data, headers } = await getJsonWithHeaders(
    `${actionRoutes.actions}${search(query, cursor)}`,
    ActionList,
    signal,
  );
  const count = Number(headers.get(TOTAL_COUNT_HEADER));
  return {
    items: data.items,
    nextCursor: headers.get(NEXT_CURSOR_HEADER),
    total: {
      count: Number.isFinite(count) ? count : data.items.length,
      exact: headers.get(TOTAL_COUNT_KIND_HEADER) !== 'estimate',
    },
  };
};

/** Every matching action, soonest due first, a page at a time ("Load more" fetches the next). */
export const actionPagesQueryOptions = (query: ListActionsQuery) => {
  const key = { ...query, limit: query.limit ?? ACTION_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: actionKeys.pages(key),
    queryFn: ({ signal, pageParam }) => getActionPage(key, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ActionPage) => last.nextCursor ?? undefined,
  });
};
