import type pg from 'pg';
import { retryDelayMs, type RetryPolicy } from './retry-policy.ts';

/** What the sender needs of nodemailer's transport; tests may pass their own. */
export type MailTransport = {
  sendMail: (mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers: Record<string, string>;
  }) => Promise<unknown>;
};

/** Mails taken per round: small, so a slow server holds few of them. */
export const SEND_BATCH = 10;
/**
 * How long a taken mail is left to the process that took it. A process that dies between sending
 * and marking leaves it pending: it is sent again after this, with the same Message-ID.
 */
const SEND_LEASE_MS = 10 * 60_000;
const ERROR_TEXT_MAX = 500;

type SmtpError = Error & { code?: string; responseCode?: number; command?: string };

/** A 5xx answer to the recipient (or to the message) will not change by trying again. */
export const isPermanentFailure = (error: unknown): boolean => {
  const e = error as SmtpError;
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return permanent && (e.command === 'RCPT TO' || e.command === 'DATA' || e.code === 'EENVELOPE');
};

const errorText = (error: unknown): string => {
  const e = error as SmtpError;
  const text = `${e.responseCode ?? e.code ?? 'Error'}: ${e.message ?? String(error)}`;
  return text.slice(0, ERROR_TEXT_MAX);
};

type Taken = {
  id: string;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Sends the due pending mails of one batch. Each is taken with a lease (SKIP LOCKED, so two
 * processes never take the same one), sent, then marked sent; a failure counts a try and sets the
 * next one by the retry policy, the last try or a permanent refusal marks it failed. Returns how
 * many were taken.
 */
export const sendDueMails = async (
  pool: pg.Pool,
  transport: MailTransport,
  options: { now: () => Date; from: string; retry: RetryPolicy },
): Promise<number> => {
  const takenAt = options.now();
  const { rows } = await pool.query<Taken>(
    `UPDATE mail_outbox SET next_attempt_at = $2
     WHERE id IN (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= $1
                  ORDER BY next_attempt_at, created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id, message_id, to_address, subject, text_body, html_body, attempts`,
    [takenAt, new Date(takenAt.getTime() + SEND_LEASE_MS), SEND_BATCH],
  );
  for (const mail of rows) {
    try {
      if (mail.to_address === '')
        throw Object.assign(new Error('no address'), { code: 'EENVELOPE', responseCode: 550 });
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: mail.message_id,
        // RFC 3834: no vacation replies to a notification.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      await pool.query(
        `UPDATE mail_outbox SET state = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL
         WHERE id = $1 AND state = 'pending'`,
        [mail.id, options.now()],
      );
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = isPermanentFailure(error) || attempts >= options.retry.maxAttempts;
      const failedAt = options.now();
      await pool.query(
        `UPDATE mail_outbox SET attempts = $2, last_error = $3, state = $4, next_attempt_at = $5
         WHERE id = $1 AND state = 'pending'`,
        [
          mail.id,
          attempts,
          errorText(error),
          failed ? 'failed' : 'pending',
          new Date(failedAt.getTime() + (failed ? 0 : retryDelayMs(attempts, options.retry))),
        ],
      );
    }
  }
  return rows.length;
};
