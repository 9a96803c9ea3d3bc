import type { NotificationEntry, NotificationKind, NotificationsAnswer } from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  urgent: boolean;
  created_at: Date;
  read_at: Date | null;
};

const entryOf = (row: Row): NotificationEntry => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  urgent: row.urgent,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/** How many of a person's notifications are unread (the bell). */
export const unreadCount = async (pool: pg.Pool, recipientId: string): Promise<number> => {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND read_at IS NULL',
    [recipientId],
  );
  return rows[0]?.n ?? 0;
};

/**
 * A person's notifications, newest first (ties by id, the order of the inbox index); `before` is the
 * last id of the previous page, and only pages back within the person's own.
 */
export const notificationsOf = async (
  pool: pg.Pool,
  recipientId: string,
  page: { limit: number; before?: string; unreadOnly: boolean },
): Promise<NotificationsAnswer> => {
  const { rows } = await pool.query<Row>(
    `SELECT id, kind, title, body, link, urgent, created_at, read_at FROM notifications n
      WHERE recipient_id = $1 AND (NOT $3 OR read_at IS NULL)
        AND ($2::uuid IS NULL OR EXISTS (
              SELECT 1 FROM notifications b WHERE b.id = $2 AND b.recipient_id = $1
                 AND (n.created_at < b.created_at OR (n.created_at = b.created_at AND n.id > b.id))))
      ORDER BY created_at DESC, id
      LIMIT $4`,
    [recipientId, page.before ?? null, page.unreadOnly, page.limit + 1],
  );
  return {
    items: rows.slice(0, page.limit).map(entryOf),
    unread: await unreadCount(pool, recipientId),
    hasMore: rows.length > page.limit,
  };
};

type LogRow = Row & {
  recipient_id: string;
  recipient_name: string | null;
  rule: string;
  mail_state: 'pending' | 'sent' | 'failed' | null;
  mail_attempts: number | null;
  mail_sent_at: Date | null;
};

/** Who was told what of one subject and when, oldest first, with the mail that carried each. */
export const notificationLog = async (pool: pg.Pool, subjectType: string, subjectId: string) => {
  const { rows } = await pool.query<LogRow>(
    `SELECT n.id, n.kind, n.rule, n.title, n.body, n.link, n.urgent, n.created_at, n.read_at,
            n.recipient_id, btrim(e.first_name || ' ' || e.last_name) AS recipient_name,
            m.state AS mail_state, m.attempts AS mail_attempts, m.sent_at AS mail_sent_at
       FROM notifications n
       LEFT JOIN employees e ON e.id = n.recipient_id
       LEFT JOIN LATERAL (SELECT state, attempts, sent_at FROM mail_outbox
                           WHERE notification_ids @> ARRAY[n.id] ORDER BY created_at DESC LIMIT 1) m ON true
      WHERE n.subject_type = $1 AND n.subject_id = $2
      ORDER BY n.created_at, n.id`,
    [subjectType, subjectId],
  );
  return rows.map((row) => ({
    id: row.id,
    recipient: { id: row.recipient_id, name: row.recipient_name ?? 'Unknown person' },
    kind: row.kind,
    rule: row.rule,
    title: row.title,
    urgent: row.urgent,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    mail: row.mail_state
      ? {
          state: row.mail_state,
          attempts: row.mail_attempts ?? 0,
          sentAt: row.mail_sent_at?.toISOString() ?? null,
        }
      : null,
  }));
};
