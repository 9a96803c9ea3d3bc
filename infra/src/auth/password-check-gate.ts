/** How many password checks may run at once, per account, per client address and in all. */
export type PasswordCheckLimits = { perAccount: number; perAddress: number; overall: number };

/**
 * A person signs in one attempt at a time (2 lets a double click through); a site behind one
 * address gets 4; 8 in all is twice libuv's 4 threads where scrypt runs, so the pool stays busy
 * while a check waits at most about one other hash, and scrypt's memory (32 MiB each) stays
 * under 256 MiB however many attempts arrive.
 */
export const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = {
  perAccount: 2,
  perAddress: 4,
  overall: 8,
};

/**
 * An in-process limit on password checks running at once: beyond it an attempt is refused at once
 * (429) instead of queueing behind the hashes, so a burst cannot make everyone else's sign-in slow.
 */
export class PasswordCheckGate {
  private readonly limits: PasswordCheckLimits;
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(limits: Partial<PasswordCheckLimits> = {}) {
    this.limits = { ...DEFAULT_PASSWORD_CHECK_LIMITS, ...limits };
  }

  /** A release function when the check may run now, else null. */
  tryEnter(username: string, ip: string | null): (() => void) | null {
    const keys = [`user:${username.trim().toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];
    if (this.total >= this.limits.overall) return null;
    for (const key of keys) {
      const limit = key.startsWith('ip:') ? this.limits.perAddress : this.limits.perAccount;
      if ((this.running.get(key) ?? 0) >= limit) return null;
    }
    this.total += 1;
    for (const key of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      for (const key of keys) {
        const left = this.running.get(key)! - 1;
        if (left === 0) this.running.delete(key);
        else this.running.set(key, left);
      }
    };
  }
}
