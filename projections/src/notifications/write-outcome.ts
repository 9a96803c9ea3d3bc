import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DEFAULT_NOTIFICATION_CHANNEL } from '@hs/domain';
import { NOTIFICATIONS_CHANNEL } from '@hs/infra/signals';
import type { NotificationDraft, RuleOutcome, TimerDraft } from './rule.ts';

/** Where an outcome came from: the event a rule read, or the timer that came due. */
export type OutcomeSource = { eventId: string } | { timerKey: string };

/** The channel a new notification for this person and kind travels by (see notification_preferences). */
const deliveryOf = async (client: pg.ClientBase, draft: NotificationDraft): Promise<string> => {
  if (draft.urgent || draft.mandatory) return 'email';
  const { rows } = await client.query<{ channel: string }>(
    'SELECT channel FROM notification_preferences WHERE user_id = $1 AND kind = $2',
    [draft.recipientId, draft.kind],
  );
  return rows[0]?.channel ?? DEFAULT_NOTIFICATION_CHANNEL;
};

/**
 * Writes what a rule decided, inside the caller's transaction (the one that moves the reactor's
 * checkpoint or marks the timer fired). A replay writes nothing twice: each telling has a key made
 * of the rule, its source and the recipient. Open pages hear of new rows on commit (pg_notify).
 */
export const writeOutcome = async (
  client: pg.ClientBase,
  outcome: RuleOutcome,
  source: OutcomeSource,
  at: Date,
): Promise<number> => {
  for (const key of outcome.cancel ?? []) await cancelTimers(client, key, at);
  for (const timer of outcome.schedule ?? []) await scheduleTimer(client, timer);
  const origin = 'eventId' in source ? source.eventId : `timer:${source.timerKey}`;
  const recipients = new Set<string>();
  for (const draft of outcome.notify ?? []) {
    const inserted = await client.query(
      `INSERT INTO notifications (id, dedupe_key, recipient_id, kind, rule, urgent, mandatory,
         subject_type, subject_id, link, title, body, named_people, delivery, source_event_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        randomUUID(),
        `${draft.rule}:${origin}:${draft.recipientId}`,
        draft.recipientId,
        draft.kind,
        draft.rule,
        draft.urgent ?? false,
        (draft.mandatory ?? false) || (draft.urgent ?? false),
        draft.subject.type,
        draft.subject.id,
        draft.link,
        draft.title,
        draft.body,
        JSON.stringify(draft.named ?? []),
        await deliveryOf(client, draft),
        'eventId' in source ? source.eventId : null,
        at,
      ],
    );
    if (inserted.rowCount) recipients.add(draft.recipientId);
  }
  // Delivered on commit only, so a page never hears of a row that was rolled back.
  for (const id of recipients) await client.query('SELECT pg_notify($1, $2)', [NOTIFICATIONS_CHANNEL, id]);
  return recipients.size;
};

const scheduleTimer = async (client: pg.ClientBase, timer: TimerDraft): Promise<void> => {
  // A deadline moved (a new due date) keeps its key: the open timer moves with it.
  await client.query(
    `INSERT INTO notification_timers (key, rule, due_at, payload) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET due_at = excluded.due_at, payload = excluded.payload,
       cancelled_at = NULL
     WHERE notification_timers.fired_at IS NULL`,
    [timer.key, timer.rule, timer.dueAt, timer.payload],
  );
};

const cancelTimers = async (client: pg.ClientBase, key: string, at: Date): Promise<void> => {
  const prefix = key.endsWith('*');
  await client.query(
    `UPDATE notification_timers SET cancelled_at = $2
     WHERE ${prefix ? "key LIKE $1 || '%'" : 'key = $1'} AND fired_at IS NULL AND cancelled_at IS NULL`,
    [prefix ? key.slice(0, -1).replace(/[\\%_]/g, '\\$&') : key, at],
  );
};
