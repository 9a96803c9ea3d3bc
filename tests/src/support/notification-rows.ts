import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { NotificationKind } from '@hs/contracts';

export type NotificationRow = {
  recipientId: string;
  title: string;
  /** How it reaches the person: in the app only unless a test of the mail loop says otherwise. */
  delivery?: 'app' | 'email' | 'digest';
  kind?: NotificationKind;
  body?: string;
  link?: string;
  urgent?: boolean;
  createdAt?: Date;
  read?: boolean;
};

/**
 * A notification put straight into the notifications table, as the reactor writes one: tests of
 * the mail loop, the bell and the pages do not wait for a rule to fire. Returns its id.
 */
export const insertNotification = async (pool: pg.Pool, row: NotificationRow): Promise<string> => {
  const id = randomUUID();
  const createdAt = row.createdAt ?? new Date();
  await pool.query(
    `INSERT INTO notifications (id, dedupe_key, recipient_id, kind, rule, urgent, mandatory, subject_type,
       subject_id, link, title, body, delivery, created_at, read_at)
     VALUES ($1::uuid, $2, $3, $4, 'test', $5, $5, 'incident', $1::text, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      `test:${id}`,
      row.recipientId,
      row.kind ?? 'incident-reported',
      row.urgent ?? false,
      row.link ?? `/incidents/${id}`,
      row.title,
      row.body ?? 'Open it to see the report.',
      row.delivery ?? 'app',
      createdAt,
      row.read ? createdAt : null,
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
