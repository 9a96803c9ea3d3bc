import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export type NotificationRow = {
  recipientId: string;
  delivery: 'app' | 'email' | 'digest';
  title: string;
  body?: string;
  link?: string;
  urgent?: boolean;
  createdAt?: Date;
};

/** A notification as the reactor writes one (notifications table), for the mail loop to pick up. */
export const insertNotification = async (pool: pg.Pool, row: NotificationRow): Promise<string> => {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO notifications (id, dedupe_key, recipient_id, kind, rule, urgent, mandatory, subject_type,
       subject_id, link, title, body, delivery, created_at)
     VALUES ($1, $2, $3, 'incident-reported', 'test', $4, $4, 'incident', $5, $6, $7, $8, $9, $10)`,
    [
      id,
      `test:${id}`,
      row.recipientId,
      row.urgent ?? false,
      id,
      row.link ?? `/incidents/${id}`,
      row.title,
      row.body ?? 'Open it to see the report.',
      row.delivery,
      row.createdAt ?? new Date(),
    ],
  );
  await pool.query("SELECT pg_notify('notifications', $1)", [row.recipientId]);
  return id;
};

/** The id and address of a demo account. */
export const accountOf = async (pool: pg.Pool, username: string) => {
  const { rows } = await pool.query<{ id: string; email: string }>(
    'SELECT id, email FROM employees WHERE username = $1',
    [username],
  );
  if (!rows[0]) throw new Error(`no account ${username}`);
  return rows[0];
};

/** The outbox row of a notification's mail. */
export const outboxRowOf = async (pool: pg.Pool, notificationId: string) => {
  const { rows } = await pool.query<{
    id: string;
    state: string;
    attempts: number;
    last_error: string | null;
    message_id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>('SELECT * FROM mail_outbox WHERE $1 = ANY(notification_ids)', [notificationId]);
  return rows[0];
};
