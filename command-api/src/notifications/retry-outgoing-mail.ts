import { outgoingMailRetryStreamId, type CommandMetadata, type OutgoingMailRetryRequested } from '@hs/domain';
import { formatPosition, type EventMetadata, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type pg from 'pg';

const notRetryable = (detail: string) => new HttpProblem(409, 'Mail cannot be sent again', detail);

/**
 * An administrator sends a failed mail again: it becomes pending with its tries counted from zero,
 * to the recipient's current address (corrected since, perhaps), and the sender is woken. The
 * change and its audit event commit together.
 */
export const retryOutgoingMail = async (
  deps: { store: EventStore; pool: pg.Pool },
  mailId: string,
  command: CommandMetadata,
  metadata: EventMetadata,
) => {
  const { rows } = await deps.pool.query<{
    state: string;
    message_id: string;
    is_active: boolean | null;
    email: string | null;
  }>(
    `SELECT m.state, m.message_id, e.is_active, e.email
       FROM mail_outbox m LEFT JOIN employees e ON e.id = m.recipient_id WHERE m.id = $1`,
    [mailId],
  );
  const mail = rows[0];
  if (!mail) throw new HttpProblem(404, 'Mail not found', 'There is no outgoing mail with this id.');
  if (mail.state !== 'failed')
    throw notRetryable(`Only a failed mail is sent again; this one is ${mail.state}.`);
  if (!mail.is_active) throw notRetryable("The recipient's account is deactivated.");
  if (!mail.email?.trim()) throw notRetryable('The recipient has no e-mail address.');
  const event: OutgoingMailRetryRequested = {
    type: 'OutgoingMailRetryRequested',
    data: { mailId, messageId: mail.message_id, requestedAt: command.now, requestedBy: command.userName },
  };
  const [appended] = await deps.store.appendToStreams(
    [{ streamId: outgoingMailRetryStreamId, expected: 'any', events: [event] }],
    metadata,
    async (db) => {
      await db.query(
        `UPDATE mail_outbox SET state = 'pending', attempts = 0, last_error = NULL, next_attempt_at = $2,
           to_address = $3
         WHERE id = $1 AND state = 'failed'`,
        [mailId, command.now, mail.email!.trim()],
      );
      await db.query("SELECT pg_notify('mail_outbox', '')");
    },
  );
  return { id: mailId, state: 'pending' as const, consistencyToken: formatPosition(appended!.position) };
};
