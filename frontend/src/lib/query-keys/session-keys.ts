/** Query keys of the session; everything else in the cache belongs to the signed-in user. */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: ['session', 'current-user'] as const,
};
