import { CurrentUser } from '@hs/contracts';
import { userStorageKey } from './user-storage';

/**
 * The signed-in user as last confirmed by the server, kept on this device so the app opens without
 * a network (docs/architecture.md, "Offline and installed"). Under the user's own key, so sign-out
 * removes it with the rest of their data and a signed-out visitor sees the sign-in page.
 */
const NAME = 'last-known-user';
const isItsKey = (key: string | null): key is string =>
  key !== null && key.startsWith('hs.user.') && key.endsWith(`.${NAME}`);

export const rememberKnownUser = (user: CurrentUser): void => {
  try {
    localStorage.setItem(userStorageKey(user.id, NAME), JSON.stringify(user));
  } catch {
    // Without storage the app still works online; it only cannot open offline.
  }
};

/** The user kept on this device, or null (none, unreadable, or from an older shape). */
export const lastKnownUser = (): CurrentUser | null => {
  try {
    const key = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).find(isItsKey);
    if (!key) return null;
    return CurrentUser.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null')).data ?? null;
  } catch {
    return null;
  }
};
