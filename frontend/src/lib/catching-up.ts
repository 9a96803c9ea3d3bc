import { i18n } from './i18n';

/**
 * Reads answered "saved, not shown yet" (503 with X-Consistency-Stale): the person's write is
 * recorded but the read models have not reached it. getJson retries them; the app says once per
 * write that it is saved and the list is catching up (see app.tsx), naming it when it can.
 */
const listeners = new Set<(message: string) => void>();
const announced = new Set<string>();
/** What a consistency token stands for in words ("report IR-2026-000042"), when the caller said. */
const names = new Map<string, string>();

export const onCatchingUp = (listener: (message: string) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the write behind a token, so the message can say which report is saved. */
export const nameSavedWrite = (token: string, name: string): void => {
  names.set(token, name);
};

export const catchingUpMessage = (token: string): string => {
  const name = names.get(token);
  return name ? i18n.t('common:toasts.catchingUpNamed', { name }) : i18n.t('common:toasts.catchingUp');
};

/** Called by getJson on each stale answer; each token is announced once. */
export const announceCatchingUp = (token: string): void => {
  if (announced.has(token)) return;
  announced.add(token);
  const message = catchingUpMessage(token);
  listeners.forEach((listener) => listener(message));
};
