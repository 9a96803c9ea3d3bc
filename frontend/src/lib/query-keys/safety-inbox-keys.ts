import type { SafetyInboxQuery } from '@hs/contracts';

/** Query keys of the safety inbox: the list per filter and one item. */
export const safetyInboxKeys = {
  all: ['safety-inbox'] as const,
  list: (query: SafetyInboxQuery) => ['safety-inbox', 'list', query] as const,
  item: (id: string) => ['safety-inbox', 'item', id] as const,
};
