import type { NotificationDraft, TimerDraft } from '../rule.ts';
import { ruleOf, timerRuleOf } from '../rule-of.ts';
import { reminderAt } from '../timers/local-time.ts';

export const SIGNATURE_RULE = 'signature-deadline';
export const TRAINING_RULE = 'training-day-before';

type SignaturePayload = { documentId: string; deadline: string; daysBefore: number };

/**
 * A signature requirement with a deadline: 08:00 local three days before it and on the day, each
 * to whoever must sign and has not signed the current version when it fires (a person who signed
 * meanwhile, or left the department, is not told). A new deadline replaces the old reminders;
 * removing the requirement or retiring the document cancels them.
 */
export const signatureDeadlineRule = ruleOf({
  name: SIGNATURE_RULE,
  events: { DocumentSignatureRequirementSet: true, DocumentRetired: true },
  async react(event, ctx) {
    const documentId = event.streamId.slice('document-'.length);
    const cancel = [`signature:${documentId}:*`];
    if (event.type === 'DocumentRetired') return { cancel };
    const data = event.data;
    const deadline = data.deadline;
    if (!data.requiresSignature || deadline === null) return { cancel };
    const timeZone = await ctx.timeZoneOf(null);
    const schedule: TimerDraft[] = [3, 0]
      .map((daysBefore) => ({
        key: `signature:${documentId}:${deadline}:${daysBefore}`,
        rule: SIGNATURE_RULE,
        dueAt: reminderAt(deadline, -daysBefore, timeZone),
        payload: { documentId, deadline, daysBefore } satisfies SignaturePayload,
      }))
      .filter((timer) => timer.dueAt > ctx.now);
    return { cancel, schedule };
  },
});

/** Whether a requirement reaches an employee: see query-api signature-duties.ts (requiredOf). */
const PENDING_SIGNERS = `
  SELECT e.id, d.name FROM documents d JOIN employees e ON e.is_active
   WHERE d.id = $1 AND d.signature_deadline = $2::date AND d.requires_signature
     AND d.retired_at IS NULL AND d.approval_status = 'published'
     AND ((cardinality(d.signature_departments) = 0 AND cardinality(d.signature_roles) = 0)
          OR lower(btrim(e.department)) IN (SELECT lower(btrim(x)) FROM unnest(d.signature_departments) x)
          OR e.role = ANY(d.signature_roles))
     AND NOT EXISTS (SELECT 1 FROM document_signatures s
                      WHERE s.document_id = d.id AND s.user_id = e.id AND s.document_version = d.current_version)`;

export const signatureDeadlineTimerRule = timerRuleOf<SignaturePayload>({
  name: SIGNATURE_RULE,
  async fire(timer, ctx) {
    const { documentId, deadline, daysBefore } = timer.payload;
    const { rows } = await ctx.client.query<{ id: string; name: string }>(PENDING_SIGNERS, [
      documentId,
      deadline,
    ]);
    const notify: NotificationDraft[] = rows.map((row) => ({
      recipientId: row.id,
      kind: 'document-signature',
      rule: SIGNATURE_RULE,
      subject: { type: 'document', id: documentId },
      link: `/documents/${documentId}`,
      title: daysBefore === 0 ? `Sign today: ${row.name}` : `Sign within ${daysBefore} days: ${row.name}`,
      body: `${row.name} needs your signature by ${deadline}.`,
    }));
    return { notify };
  },
});

type TrainingPayload = { trainingId: string; date: string };

/** A session with a date: 08:00 local the day before, to those registered then (not the waitlist). */
export const trainingDayBeforeRule = ruleOf({
  name: TRAINING_RULE,
  events: { TrainingCreated: true },
  async react(event, ctx) {
    const data = event.data;
    if (data.date === null) return {};
    const dueAt = reminderAt(data.date, -1, await ctx.timeZoneOf(null));
    if (dueAt <= ctx.now) return {};
    const payload: TrainingPayload = { trainingId: data.trainingId, date: data.date };
    return {
      schedule: [{ key: `training:${data.trainingId}:${data.date}`, rule: TRAINING_RULE, dueAt, payload }],
    };
  },
});

export const trainingDayBeforeTimerRule = timerRuleOf<TrainingPayload>({
  name: TRAINING_RULE,
  async fire(timer, ctx) {
    const { trainingId, date } = timer.payload;
    // Registered now: a withdrawal since the timer was set is a row no longer there.
    const { rows } = await ctx.client.query<{
      user_id: string;
      title: string;
      time: string | null;
      location: string | null;
    }>(
      `SELECT r.user_id, t.title, t.time, t.location FROM trainings t
         JOIN training_enrolments r ON r.training_id = t.id
        WHERE t.id = $1 AND t.date = $2::date AND r.enrolled_at IS NOT NULL AND r.completed_on IS NULL`,
      [trainingId, date],
    );
    const notify: NotificationDraft[] = rows.map((row) => ({
      recipientId: row.user_id,
      kind: 'training',
      rule: TRAINING_RULE,
      subject: { type: 'training', id: trainingId },
      link: '/training',
      title: `Training tomorrow: ${row.title}`,
      body: [
        `${row.title} is tomorrow, ${date}`,
        row.time && `at ${row.time}`,
        row.location && `in ${row.location}`,
      ]
        .filter(Boolean)
        .join(' ')
        .concat('.'),
    }));
    return { notify };
  },
});
