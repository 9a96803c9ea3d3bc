import type { ListActionsQuery } from '@hs/contracts';

export const actionKeys = {
  all: ['actions'] as const,
  list: (query: ListActionsQuery) => ['actions', 'list', query] as const,
  pages: (query: ListActionsQuery) => ['actions', 'pages', query] as const,
  detail: (id: string) => ['actions', 'detail', id] as const,
  owners: () => ['actions', 'owners'] as const,
};
