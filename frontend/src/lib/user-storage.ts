/**
 * What the app keeps in the browser's storage belongs to one signed-in user, under a key that
 * names them, and goes at sign-out: on a shared device the next person must find nothing of it.
 * Storage can be unavailable (private mode, quota, policy); losing it must never break a screen.
 */

/** Every key the app writes starts with this, so sign-out can find them all. */
const APP_PREFIX = 'hs.';
const userPrefix = (userId: string) => `${APP_PREFIX}user.${userId}.`;

/** This device's own settings (the interface language chosen on the sign-in page): kept at sign-out. */
const DEVICE_PREFIX = `${APP_PREFIX}device.`;
export const deviceStorageKey = (name: string): string => `${DEVICE_PREFIX}${name}`;

/** The storage key of `name` for one user. */
export const userStorageKey = (userId: string, name: string): string => `${userPrefix(userId)}${name}`;

const stores = (): Storage[] => {
  try {
    return [globalThis.localStorage, globalThis.sessionStorage].filter(Boolean);
  } catch {
    return [];
  }
};

const removeKeys = (keep: (key: string) => boolean): void => {
  for (const storage of stores()) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      for (const key of keys) {
        if (key?.startsWith(APP_PREFIX) && !key.startsWith(DEVICE_PREFIX) && !keep(key))
          storage.removeItem(key);
      }
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
};

/** Sign-out: everything the app stored, for every user (and from versions before per-user keys). */
export const forgetStoredUserData = (): void => removeKeys(() => false);

/** A sign-in: what an earlier user of this browser left (an expired session, say) goes. */
export const forgetOtherUsersData = (userId: string): void =>
  removeKeys((key) => key.startsWith(userPrefix(userId)));
