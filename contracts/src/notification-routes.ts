/** Paths of the notifications API, for servers, client and tests alike. */
export const notificationRoutes = {
  inbox: '/api/notifications',
  stream: '/api/notifications/stream',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/notifications/read-all',
  preferences: '/api/notifications/preferences',
  log: '/api/notifications/log',
} as const;
