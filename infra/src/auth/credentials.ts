import type pg from 'pg';
import type { SqlRunner } from '../event-store/event-store.port.ts';

/** The stored password of an account; `mustChange` when it is a temporary one. */
export type Credential = { passwordHash: string; mustChange: boolean };

/**
 * Password hashes in their own table (migration 013), written in the transaction of the event that
 * records the change (appendToStreams' alsoInTransaction), so the two never disagree.
 */
export const saveCredential = async (
  client: SqlRunner,
  userId: string,
  credential: Credential,
): Promise<void> => {
  await client.query(
    `INSERT INTO credentials (user_id, password_hash, must_change) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, must_change = $3, updated_at = now()`,
    [userId, credential.passwordHash, credential.mustChange],
  );
};

export const findCredential = async (pool: pg.Pool, userId: string): Promise<Credential | null> => {
  const { rows } = await pool.query<{ password_hash: string; must_change: boolean }>(
    'SELECT password_hash, must_change FROM credentials WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { passwordHash: row.password_hash, mustChange: row.must_change } : null;
};
