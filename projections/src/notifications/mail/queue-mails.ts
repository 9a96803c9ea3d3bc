import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '@hs/infra/db';
import {
  composeNotificationMail,
  messageIdOf,
  type ComposedMail,
  type MailableNotification,
} from './compose-mail.ts';

/** Notifications turned into mails per transaction. */
export const QUEUE_BATCH = 50;
/** Channel the sender listens on, so a queued mail goes out at once. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export type Recipient = { id: string; email: string; isActive: boolean };

/** A mail for a person who cannot get one is kept as failed, so admins see who was not told. */
const undeliverableReason = (recipient: Recipient): string | null => {
  if (!recipient.isActive) return 'Not sent: the account is deactivated.';
  if (recipient.email.trim() === '') return 'Not sent: the account has no e-mail address.';
  return null;
};

/** Writes one mail_outbox row; a Message-ID already queued (a replay) writes nothing. */
export const insertOutboxMail = async (
  client: pg.ClientBase,
  mail: ComposedMail & { messageId: string; notificationIds: string[]; recipient: Recipient; now: Date },
): Promise<boolean> => {
  const reason = undeliverableReason(mail.recipient);
  const { rowCount } = await client.query(
    `INSERT INTO mail_outbox (id, message_id, notification_ids, recipient_id, to_address, subject,
       text_body, html_body, state, last_error, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (message_id) DO NOTHING`,
    [
      randomUUID(),
      mail.messageId,
      mail.notificationIds,
      mail.recipient.id,
      mail.recipient.email.trim(),
      mail.subject,
      mail.text,
      mail.html,
      reason ? 'failed' : 'pending',
      reason,
      mail.now,
    ],
  );
  return rowCount === 1 && reason === null;
};

type Row = {
  id: string;
  recipient_id: string;
  title: string;
  body: string;
  link: string;
  urgent: boolean;
  created_at: Date;
  email: string;
  is_active: boolean;
};

/**
 * Turns notifications to be e-mailed at once into outbox mails, marking each mailed in the same
 * transaction. SKIP LOCKED: two processes never queue one notification twice. A notification whose
 * person the employees read model does not hold yet waits for it. Returns how many were taken.
 */
export const queueImmediateMails = async (
  pool: pg.Pool,
  options: { now: Date; appUrl: string },
): Promise<number> =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<Row>(
      `SELECT n.id, n.recipient_id, n.title, n.body, n.link, n.urgent, n.created_at, e.email, e.is_active
       FROM notifications n JOIN employees e ON e.id = n.recipient_id
       WHERE n.delivery = 'email' AND n.mailed_at IS NULL
       ORDER BY n.created_at, n.id
       LIMIT $1
       FOR UPDATE OF n SKIP LOCKED`,
      [QUEUE_BATCH],
    );
    let queued = 0;
    for (const row of rows) {
      const notification: MailableNotification = { ...row, createdAt: row.created_at };
      const sendable = await insertOutboxMail(client, {
        ...composeNotificationMail(notification, options.appUrl),
        messageId: messageIdOf(`notification-${row.id}`, options.appUrl),
        notificationIds: [row.id],
        recipient: { id: row.recipient_id, email: row.email, isActive: row.is_active },
        now: options.now,
      });
      if (sendable) queued += 1;
    }
    if (rows.length > 0) {
      await client.query('UPDATE notifications SET mailed_at = $2 WHERE id = ANY($1)', [
        rows.map((r) => r.id),
        options.now,
      ]);
    }
    if (queued > 0) await client.query(`SELECT pg_notify('${MAIL_OUTBOX_CHANNEL}', '')`);
    return rows.length;
  });
