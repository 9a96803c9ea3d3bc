import type pg from 'pg';
import { PasswordCheckGate, type PasswordCheckLimits } from './password-check-gate.ts';

/** Sign-in attempts per minute after which the account is refused until its window ends. */
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
/**
 * Far higher per address: a whole site can sit behind one address (a proxy without TRUST_PROXY),
 * and one person's typos or one guesser must not lock out everyone there.
 */
export const MAX_ATTEMPTS_PER_ADDRESS = 100;
const WINDOW_SECONDS = 60;

/** What counting an attempt decided; `ticket` gives the attempt back after a successful sign-in. */
export type AttemptVerdict =
  | { allowed: true; ticket: AttemptTicket }
  /** `firstRefusal`: the first attempt over a limit in this window (the one worth recording). */
  | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };
export type AttemptTicket = { keys: string[]; windows: string[] };

const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const limitOf = (key: string) =>
  key.startsWith('ip:') ? MAX_ATTEMPTS_PER_ADDRESS : MAX_ATTEMPTS_PER_ACCOUNT;

/**
 * Sign-in attempts counted per account and per client address, in the database so every instance
 * of the API sees the same counts, and counted before the password is checked: one upsert per
 * attempt, so the 6th attempt of a window is refused however many arrive at once. Also holds the
 * in-process limit of password checks running at once.
 */
export class LoginThrottle {
  private lastCleanup = 0;
  /** Keys this process has seen refused, until their window ends: later attempts skip the database. */
  private readonly blockedUntil = new Map<string, number>();
  readonly gate: PasswordCheckGate;

  constructor(
    private readonly pool: pg.Pool,
    concurrency?: Partial<PasswordCheckLimits>,
  ) {
    this.gate = new PasswordCheckGate(concurrency);
  }

  /** Counts one attempt for the account and the address (atomically) and says whether it may go on. */
  async countAttempt(username: string, ip: string | null): Promise<AttemptVerdict> {
    // Sorted keys: concurrent upserts lock rows in one order, so they never deadlock.
    const keys = [accountKey(username), ...(ip ? [`ip:${ip}`] : [])].sort();
    const knownBlock = this.knownBlockSeconds(keys);
    if (knownBlock > 0) return { allowed: false, retryAfterSeconds: knownBlock, firstRefusal: false };
    const { rows } = await this.pool.query<{ key: string; attempts: number; window: string; left: number }>(
      `INSERT INTO login_attempts AS a (key, window_start, attempts)
         SELECT k, now(), 1 FROM unnest($1::text[]) AS k ORDER BY k
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN now() ELSE a.window_start END,
         attempts = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE a.attempts + 1 END
       RETURNING key, attempts, window_start::text AS window,
         ceil(extract(epoch FROM a.window_start + make_interval(secs => $2) - now()))::int AS left`,
      [keys, WINDOW_SECONDS],
    );
    this.cleanUpNowAndThen();
    const over = rows.filter((r) => r.attempts > limitOf(r.key));
    if (over.length > 0) {
      for (const r of over) this.blockedUntil.set(r.key, Date.now() + r.left * 1000);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, ...over.map((r) => r.left)),
        firstRefusal: over.some((r) => r.attempts === limitOf(r.key) + 1),
      };
    }
    return { allowed: true, ticket: { keys: rows.map((r) => r.key), windows: rows.map((r) => r.window) } };
  }

  /**
   * A successful sign-in gives back its own attempt, in the window it was counted in: the count
   * then holds failures and checks still running, so a legitimate user never locks anyone out,
   * and an attacker's failures stay counted (clearing the account would hand out fresh guesses).
   */
  async refund(ticket: AttemptTicket): Promise<void> {
    await this.pool.query(
      `UPDATE login_attempts AS a SET attempts = a.attempts - 1
         FROM unnest($1::text[], $2::timestamptz[]) AS t(key, window_start)
        WHERE a.key = t.key AND a.window_start = t.window_start AND a.attempts > 0`,
      [ticket.keys, ticket.windows],
    );
  }

  /** Seconds until the latest known block of these keys ends; 0 when none is known. */
  private knownBlockSeconds(keys: string[]): number {
    const now = Date.now();
    let until = 0;
    for (const key of keys) {
      const end = this.blockedUntil.get(key);
      if (end === undefined) continue;
      if (end <= now) this.blockedUntil.delete(key);
      else until = Math.max(until, end);
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Drops windows over an hour old, at most once a minute, skipping rows an attempt holds. */
  private cleanUpNowAndThen(): void {
    if (Date.now() - this.lastCleanup < 60_000) return;
    this.lastCleanup = Date.now();
    for (const [key, end] of this.blockedUntil) if (end <= this.lastCleanup) this.blockedUntil.delete(key);
    this.pool
      .query(
        `DELETE FROM login_attempts WHERE key IN (
           SELECT key FROM login_attempts WHERE window_start < now() - interval '1 hour'
           FOR UPDATE SKIP LOCKED)`,
      )
      .catch(() => {});
  }
}
