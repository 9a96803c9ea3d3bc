import type pg from 'pg';
import { NOTIFICATIONS_CHANNEL } from '@hs/infra/signals';

/**
 * Read marks are a person's own view of their inbox, like a session: plain updates of the
 * notifications table, not events (docs/architecture.md, "Notifications"). Each change is announced
 * on NOTIFICATIONS_CHANNEL, so the person's other open pages show the new unread count.
 */
const announceAndCount = async (pool: pg.Pool, recipientId: string): Promise<{ unread: number }> => {
  const { rows } = await pool.query<{ unread: number }>(
    `SELECT pg_notify($3, $2) AS announced,
            (SELECT count(*)::int FROM notifications WHERE recipient_id = $1 AND read_at IS NULL) AS unread`,
    [recipientId, recipientId, NOTIFICATIONS_CHANNEL],
  );
  return { unread: rows[0]?.unread ?? 0 };
};

/** Marks one of the person's notifications read; null when it is not theirs or does not exist. */
export const markRead = async (
  pool: pg.Pool,
  recipientId: string,
  notificationId: string,
  at: Date,
): Promise<{ unread: number } | null> => {
  const marked = await pool.query(
    'UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $2 AND recipient_id = $1',
    [recipientId, notificationId, at],
  );
  return marked.rowCount ? announceAndCount(pool, recipientId) : null;
};

/** Marks every unread notification of the person read. */
export const markAllRead = async (
  pool: pg.Pool,
  recipientId: string,
  at: Date,
): Promise<{ unread: number }> => {
  await pool.query('UPDATE notifications SET read_at = $2 WHERE recipient_id = $1 AND read_at IS NULL', [
    recipientId,
    at,
  ]);
  return announceAndCount(pool, recipientId);
};
