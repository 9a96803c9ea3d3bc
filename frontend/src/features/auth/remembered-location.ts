import type { Location } from 'react-router';

/** Router state of a visit to /auth: the page the visitor wanted before being sent to log in. */
export interface LoginRedirectState {
  from: string;
}

const loginPaths = ['/auth', '/admin-login'];

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Where to go after logging in. Only an in-app path is accepted (never `//host`, which the
 * browser would treat as another site), and never a login page, which would loop.
 */
export const rememberedPath = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const pathname = from.split(/[?#]/)[0] ?? '';
  return loginPaths.includes(pathname) ? null : from;
};
