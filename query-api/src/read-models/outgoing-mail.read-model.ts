import type { OutgoingMailAnswer } from '@hs/contracts';
import type pg from 'pg';

type MailState = OutgoingMailAnswer['items'][number]['state'];

/** The mail outbox newest first (of one state when given), with the count of each state. */
export const listOutgoingMail = async (
  pool: pg.Pool,
  query: { state?: MailState; limit: number },
  smtpConfigured: boolean,
): Promise<OutgoingMailAnswer> => {
  const [list, counts] = await Promise.all([
    pool.query(
      `SELECT id, message_id, to_address, subject, text_body, state, attempts, last_error, created_at,
              next_attempt_at, sent_at
         FROM mail_outbox WHERE $1::text IS NULL OR state = $1
        ORDER BY created_at DESC, id LIMIT $2`,
      [query.state ?? null, query.limit],
    ),
    pool.query<{ state: MailState; n: string }>(
      'SELECT state, count(*) AS n FROM mail_outbox GROUP BY state',
    ),
  ]);
  const count = (state: MailState) => Number(counts.rows.find((r) => r.state === state)?.n ?? 0);
  return {
    smtpConfigured,
    counts: { pending: count('pending'), sent: count('sent'), failed: count('failed') },
    items: list.rows.map((r) => ({
      id: r.id,
      messageId: r.message_id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      state: r.state,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at.toISOString(),
      // Only a pending mail has a next try.
      nextAttemptAt: r.state === 'pending' ? r.next_attempt_at.toISOString() : null,
      sentAt: r.sent_at?.toISOString() ?? null,
    })),
  };
};
