import { hash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { SqlRunner } from '../event-store/event-store.port.ts';
import type { LogSignals } from '../signals/log-signals.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'hs_session';
export const REMEMBER_ME_DAYS = 30;
/** Without "Remember me" the cookie ends with the browser session; the server forgets it after this. */
export const BROWSER_SESSION_HOURS = 12;

export type SessionUser = {
  userId: string;
  username: string;
  displayName: string;
  role: string;
  /** Signed in with a temporary password: may only set a new one or sign out. */
  mustChangePassword?: boolean;
};

// One-shot crypto.hash: a createHash() object per request is a native object the garbage
// collector must finalise (docs/performance.md, "Append path").
const hashToken = (token: string) => hash('sha256', token, 'buffer');

/**
 * Sessions in PostgreSQL (docs/architecture.md, "Identity, access and input"): a new token at every
 * sign-in.
 */
export class SessionStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: SessionCache<SessionUser> | null = null,
    private readonly onClose: () => void = () => {},
  ) {}

  async create(
    user: SessionUser,
    options: { remember: boolean; ip: string | null; userAgent: string | null },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const lifetimeMs = options.remember ? REMEMBER_ME_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await this.pool.query(
      `INSERT INTO sessions (token_hash, user_id, username, display_name, role, remember, ip, user_agent, expires_at,
                             must_change_password)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        hashToken(token),
        user.userId,
        user.username,
        user.displayName,
        user.role,
        options.remember,
        options.ip,
        options.userAgent?.slice(0, 300) ?? null,
        expiresAt,
        user.mustChangePassword ?? false,
      ],
    );
    return { token, expiresAt };
  }

  async find(token: string): Promise<SessionUser | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const hash = hashToken(token);
    const key = hash.toString('base64');
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const generation = this.cache?.generation() ?? 0;
    const { rows } = await this.pool.query<{
      user_id: string;
      username: string;
      display_name: string;
      role: string;
      expires_at: Date;
      must_change_password: boolean;
    }>({
      name: 'session_by_token',
      text: `SELECT user_id, username, display_name, role, expires_at, must_change_password FROM sessions
              WHERE token_hash = $1 AND expires_at > now()`,
      values: [hash],
    });
    const row = rows[0];
    if (!row) return null;
    const user = {
      userId: row.user_id,
      username: row.username,
      displayName: row.display_name,
      role: row.role,
      ...(row.must_change_password ? { mustChangePassword: true } : {}),
    };
    this.cache?.set(key, { user, userId: row.user_id, expiresAtMs: row.expires_at.getTime() }, generation);
    return user;
  }

  async delete(token: string): Promise<void> {
    const hash = hashToken(token);
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
    this.cache?.forgetKey(hash.toString('base64'));
  }

  /**
   * Ends every session of a user; runs in the caller's transaction (deactivation). After the commit
   * the caller calls announceSessionsChanged(userId) so this process forgets them at once (other
   * processes hear of it through migration 006's NOTIFY).
   */
  static async endAllFor(client: SqlRunner, userId: string): Promise<void> {
    await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }

  /**
   * A new password ends every other session of the user (whoever knew the old one is out) and
   * frees the one that changed it from the forced change; in the caller's transaction.
   */
  static async keepOnlyAfterPasswordChange(client: SqlRunner, userId: string, token: string): Promise<void> {
    const kept = hashToken(token);
    await client.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, kept]);
    await client.query(
      'UPDATE sessions SET must_change_password = false WHERE token_hash = $1 AND must_change_password',
      [kept],
    );
  }

  /** A role change applies to sessions already open. */
  static async changeRoleFor(client: SqlRunner, userId: string, role: string): Promise<void> {
    await client.query('UPDATE sessions SET role = $2 WHERE user_id = $1', [userId, role]);
  }

  /** Stops listening for session changes (the cache's part). */
  close(): void {
    this.cache?.close();
    this.onClose();
  }

  async deleteExpired(): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM sessions WHERE expires_at <= now()');
    return rowCount ?? 0;
  }
}

/**
 * The store as the servers use it: sessions cached while `signals` hears of every change to them
 * from any process (session-cache.ts).
 */
export const cachedSessionStore = (pool: pg.Pool, signals: LogSignals): SessionStore => {
  const cache = new SessionCache<SessionUser>();
  const onListening = (listening: boolean) => cache.setListening(listening);
  const onChanged = (userId: string) => cache.forgetUser(userId);
  cache.setListening(signals.isListening);
  signals.on('listening', onListening);
  signals.on('sessionsChanged', onChanged);
  return new SessionStore(pool, cache, () => {
    signals.off('listening', onListening);
    signals.off('sessionsChanged', onChanged);
  });
};
