import { EventEmitter } from 'node:events';

/**
 * Sessions found recently, so an authenticated request does not pay a database round trip before
 * its real work (round trips dominate the app's CPU under load, see docs/performance.md, "HTTP").
 *
 * A cached session must never outlive its revocation. Every change to the sessions table (sign-out,
 * deactivation, role change, expiry sweep) is announced: in this process at once, in every process
 * by the `sessions_changed` NOTIFY of migration 006. The cache is used only while this process
 * listens for that NOTIFY (`setListening`), and is emptied whenever listening (re)starts, since
 * announcements may have been missed meanwhile. A lookup that raced with a change is not kept
 * (`generation`). The time to live bounds what a lost announcement could cost.
 */
export type CachedSession<User> = { user: User; userId: string; expiresAtMs: number; cachedAtMs: number };

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** In-process announcements of committed session changes (user id, or null for "any"). */
const localChanges = new EventEmitter<{ changed: [string | null] }>();
localChanges.setMaxListeners(0);

/** Call after a transaction that changed a user's sessions has committed. */
export const announceSessionsChanged = (userId: string | null): void => {
  localChanges.emit('changed', userId);
};

export class SessionCache<User> {
  private readonly entries = new Map<string, CachedSession<User>>();
  private listening = false;
  private generationCounter = 0;

  constructor(private readonly now: () => number = Date.now) {
    localChanges.on('changed', this.forgetUser);
  }

  /** A token's session if cached and still valid. */
  get(key: string): User | null {
    if (!this.listening) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (now >= entry.expiresAtMs || now - entry.cachedAtMs >= TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return entry.user;
  }

  /** Taken before a database lookup; `set` keeps the result only if nothing changed meanwhile. */
  generation(): number {
    return this.generationCounter;
  }

  set(key: string, value: Omit<CachedSession<User>, 'cachedAtMs'>, generation: number): void {
    if (!this.listening || generation !== this.generationCounter) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...value, cachedAtMs: this.now() });
  }

  /** A session ended or changed: forget it (null: every session). */
  readonly forgetUser = (userId: string | null): void => {
    this.generationCounter += 1;
    if (userId === null) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  };

  forgetKey(key: string): void {
    this.generationCounter += 1;
    this.entries.delete(key);
  }

  /** Whether changes from other processes reach this one; either way, start from empty. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetUser(null);
  }

  close(): void {
    localChanges.off('changed', this.forgetUser);
    this.entries.clear();
  }
}
