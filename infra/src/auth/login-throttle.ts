import type pg from 'pg';

/** Failed attempts per minute after which sign-in is refused for a while. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher per address: a whole site can sit behind one address, and one guesser must not lock it out. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Failed sign-ins counted per account and per client address over the last minute (in the
 * database, so every instance of the API sees the same counts).
 */
export class LoginThrottle {
  constructor(private readonly pool: pg.Pool) {}

  private keys(username: string, ip: string | null): string[] {
    return [`user:${username.trim().toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];
  }

  async isBlocked(username: string, ip: string | null): Promise<boolean> {
    const { rows } = await this.pool.query<{ key: string; n: number }>(
      `SELECT key, count(*)::int AS n FROM login_failures
        WHERE key = ANY($1) AND failed_at > now() - interval '1 minute' GROUP BY key`,
      [this.keys(username, ip)],
    );
    return rows.some(
      (r) => r.n >= (r.key.startsWith('ip:') ? MAX_FAILURES_PER_ADDRESS : MAX_FAILURES_PER_ACCOUNT),
    );
  }

  async recordFailure(username: string, ip: string | null): Promise<void> {
    await this.pool.query(
      `WITH cleanup AS (DELETE FROM login_failures WHERE failed_at < now() - interval '1 hour')
       INSERT INTO login_failures (key) SELECT unnest($1::text[])`,
      [this.keys(username, ip)],
    );
  }

  async clearAccount(username: string): Promise<void> {
    await this.pool.query('DELETE FROM login_failures WHERE key = $1', [
      `user:${username.trim().toLowerCase()}`,
    ]);
  }
}
