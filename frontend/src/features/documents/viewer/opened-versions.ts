import { useSyncExternalStore } from 'react';
import { userStorageKey } from '@/lib/user-storage';

/**
 * The document versions the viewer has shown each user in this tab (sessionStorage: a reload
 * keeps them, sign-out clears them), so signing offers to read first only what was not opened.
 * Kept in memory too, for a browser without storage.
 */
const opened = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (userId: string, documentId: string, version: number) =>
  userStorageKey(userId, `opened-document.${documentId}.${version}`);

const stored = (key: string): boolean => {
  try {
    return globalThis.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called once the viewer has shown the file (a PDF's page drawn, the text or image on screen, or a download). */
export const markOpened = (userId: string, documentId: string, version: number): void => {
  const key = keyOf(userId, documentId, version);
  if (opened.has(key)) return;
  opened.add(key);
  try {
    globalThis.sessionStorage.setItem(key, '1');
  } catch {
    // Remembered for this page only.
  }
  for (const listener of listeners) listener();
};

/** Whether the user has opened this version in the app in this tab. */
export const useOpened = (userId: string, documentId: string, version: number): boolean =>
  useSyncExternalStore(subscribe, () => {
    const key = keyOf(userId, documentId, version);
    return opened.has(key) || stored(key);
  });
