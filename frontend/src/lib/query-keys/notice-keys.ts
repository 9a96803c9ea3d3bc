/** Query keys of the dashboard's notices: the admin's list and one's own current notices sit under `all`. */
export const noticeKeys = {
  all: ['notices'] as const,
  list: () => ['notices', 'list'] as const,
  current: () => ['notices', 'current'] as const,
};
