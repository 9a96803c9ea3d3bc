import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { NotificationKind } from '@hs/contracts';

export type NotificationRow = {
  recipientId: string;
  title: string;
  link: string;
  kind?: NotificationKind;
  urgent?: boolean;
  createdAt: Date;
  read?: boolean;
};

/**
 * A notification put straight into the in-app outbox, as the reactor writes one: browser tests of
 * the bell and the pages do not wait for a rule to fire. Returns its id.
 */
export const insertNotification = async (pool: pg.Pool, row: NotificationRow): Promise<string> => {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO notifications (id, dedupe_key, recipient_id, kind, rule, urgent, mandatory, subject_type,
       subject_id, link, title, body, delivery, created_at, read_at)
     VALUES ($1::uuid, $2, $3, $4, 'test', $5, $5, 'test', $1::text, $6, $7, 'Open it to see more.', 'app', $8, $9)`,
    [
      id,
      `test:${id}`,
      row.recipientId,
      row.kind ?? 'assignment',
      row.urgent ?? false,
      row.link,
      row.title,
      row.createdAt,
      row.read ? row.createdAt : null,
    ],
  );
  return id;
};
