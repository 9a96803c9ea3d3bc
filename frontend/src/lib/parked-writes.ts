/**
 * Answers that said the caller's own write is parked (X-Read-Model-Parked): a read model could not
 * apply it, and waiting will not help. The app shows one plain message per write (see app.tsx).
 */
const listeners = new Set<() => void>();
const announced = new Set<string>();

export const onParkedWrite = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by getJson; each consistency token is announced once, whatever number of reads saw it. */
export const announceParkedWrite = (token: string): void => {
  if (announced.has(token)) return;
  announced.add(token);
  listeners.forEach((listener) => listener());
};
