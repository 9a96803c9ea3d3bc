import { createOutbox, type Outbox } from './outbox';
import { idbOutboxStore } from './idb-outbox-store';

const LOCK = 'hs-outbox-sender';
const CHANNEL = 'hs-outbox';

type Listener = () => void;
const listeners = new Set<Listener>();
const signedOutListeners = new Set<Listener>();
const notifyHere = () => listeners.forEach((listener) => listener());

// Other tabs of the app hear of every change, so a report sent in one shows as sent in all.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
channel?.addEventListener('message', notifyHere);

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryUser: string | null = null;

/** Only one tab sends: the others would only send the same keys again (harmless, but wasteful). */
const exclusive = async (task: () => Promise<void>): Promise<boolean> => {
  if (!('locks' in navigator)) {
    await task();
    return true;
  }
  return navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await task();
    return true;
  });
};

/** The outbox of this browser, kept in IndexedDB and shared by its tabs. */
export const outbox: Outbox = createOutbox({
  store: idbOutboxStore(),
  fetch: (...args) => fetch(...args),
  now: () => new Date(),
  exclusive,
  changed: () => {
    notifyHere();
    channel?.postMessage('changed');
  },
  signedOut: () => signedOutListeners.forEach((listener) => listener()),
  retryIn: (ms) => {
    clearTimeout(retryTimer);
    const userId = retryUser;
    if (userId) retryTimer = setTimeout(() => void outbox.flush(userId), ms);
  },
});

/** Called on every change of any tab's outbox. */
export const onOutboxChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Sends the user's waiting reports now (the app's start), whenever the network comes back, and
 * after each failure with a growing pause.
 */
export const keepSending = (userId: string, onSignedOut: Listener): (() => void) => {
  retryUser = userId;
  const flush = () => void outbox.flush(userId);
  signedOutListeners.add(onSignedOut);
  window.addEventListener('online', flush);
  flush();
  return () => {
    retryUser = null;
    clearTimeout(retryTimer);
    signedOutListeners.delete(onSignedOut);
    window.removeEventListener('online', flush);
  };
};
