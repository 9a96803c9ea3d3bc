import { DEFAULT_EXPIRING_WITHIN_DAYS, heldThrough, requirementReaches, type MatrixPerson } from '@hs/domain';
import type { NotificationDraft, Person, RuleContext, TimerDraft } from '../rule.ts';
import { ruleOf, timerRuleOf } from '../rule-of.ts';
import { reminderAt } from '../timers/local-time.ts';

export const QUALIFICATION_RULE = 'qualification-expiry';

type Stage = 'expiring' | 'expired';
type QualificationPayload = { trainingId: string; userId: string; validThrough: string; stage: Stage };

const keyOf = (trainingId: string, userId = '*') => `qualification:${trainingId}:${userId}`;

/**
 * The last day each person's latest completion of the course holds (all people, or one), as the
 * matrix reads it: the course's validity, cut short by a certificate's own expiry.
 */
const latestCompletions = async (ctx: RuleContext, trainingId: string, userId: string | null) => {
  const { rows } = await ctx.client.query<{
    user_id: string;
    completed_on: string;
    expires_on: string | null;
    validity_months: number | null;
  }>(
    `SELECT DISTINCT ON (c.user_id) c.user_id, to_char(c.completed_on, 'YYYY-MM-DD') AS completed_on,
            to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on, t.validity_months
       FROM training_completions c JOIN trainings t ON t.id = c.training_id
      WHERE c.training_id = $1 AND ($2::uuid IS NULL OR c.user_id = $2)
      ORDER BY c.user_id, c.completed_on DESC`,
    [trainingId, userId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    through: heldThrough(row.completed_on, row.validity_months, row.expires_on),
  }));
};

/**
 * 08:00 local, the expiring window's length before the last valid day, and the first day it has
 * run out: the two moments the matrix's cell changes to Expiring and to Expired.
 */
const timersOf = (trainingId: string, userId: string, through: string, timeZone: string): TimerDraft[] =>
  (
    [
      ['expiring', reminderAt(through, -DEFAULT_EXPIRING_WITHIN_DAYS, timeZone)],
      ['expired', reminderAt(through, 1, timeZone)],
    ] as const
  ).map(([stage, dueAt]) => ({
    key: `${keyOf(trainingId, userId)}:${through}:${stage}`,
    rule: QUALIFICATION_RULE,
    dueAt,
    payload: { trainingId, userId, validThrough: through, stage } satisfies QualificationPayload,
  }));

/**
 * A completion of a course that runs out (recorded, or an accepted certificate; or a new validity
 * for the course) sets the reminders of
 * the person's latest completion; a later completion replaces them, a course valid for good has none.
 */
export const qualificationExpiryRule = ruleOf({
  name: QUALIFICATION_RULE,
  reads: ['training-matrix', 'trainings'],
  events: { TrainingCompleted: true, TrainingCertificateAccepted: true, TrainingValiditySet: true },
  async react(event, ctx) {
    // An accepted outside certificate is a completion too (the matrix's), on its own stream.
    const trainingId =
      event.type === 'TrainingCertificateAccepted'
        ? event.data.trainingId
        : event.streamId.slice('training-'.length);
    const userId = event.type === 'TrainingValiditySet' ? null : event.data.userId;
    const cancel = [userId ? `${keyOf(trainingId, userId)}:*` : `${keyOf(trainingId)}`];
    const timeZone = await ctx.timeZoneOf(null);
    const schedule = (await latestCompletions(ctx, trainingId, userId)).flatMap(({ userId, through }) =>
      through === null ? [] : timersOf(trainingId, userId, through, timeZone),
    );
    return { cancel, schedule: schedule.filter((timer) => timer.dueAt > ctx.now) };
  },
});

/** Whether a requirement in force reaches the person as their record stands when the timer fires. */
const stillRequired = async (ctx: RuleContext, trainingId: string, userId: string) => {
  const person = (
    await ctx.client.query<Omit<MatrixPerson, 'registeredOn'>>(
      'SELECT id, role, department, position FROM employees WHERE id = $1 AND is_active',
      [userId],
    )
  ).rows[0];
  if (!person) return false;
  const { rows } = await ctx.client.query<{
    scope: 'role' | 'department' | 'position' | 'person';
    value: string;
  }>('SELECT scope, value FROM training_requirements WHERE training_id = $1 AND removed_at IS NULL', [
    trainingId,
  ]);
  return rows.some((requirement) => requirementReaches(requirement, { ...person, registeredOn: '' }));
};

const wordsFor = (stage: Stage, course: string, through: string, whose: string) =>
  stage === 'expiring'
    ? {
        title: `${whose} ${course} runs out ${through}`,
        body: `${course} is valid through ${through}: book a session.`,
      }
    : {
        title: `${whose} ${course} has run out`,
        body: `${course} was valid through ${through}; it is required, so book a session.`,
      };

/**
 * When it fires, the person (and their supervisor) hear of it only if this is still their latest
 * completion and the course is still required of them: a renewal or a lifted requirement says nothing.
 */
export const qualificationExpiryTimerRule = timerRuleOf<QualificationPayload>({
  name: QUALIFICATION_RULE,
  async fire(timer, ctx) {
    const { trainingId, userId, stage } = timer.payload;
    const through = (await latestCompletions(ctx, trainingId, userId))[0]?.through ?? null;
    if (through !== timer.payload.validThrough || !(await stillRequired(ctx, trainingId, userId))) return {};
    const person = await ctx.person(userId);
    if (!person?.isActive) return {};
    const { rows } = await ctx.client.query<{ title: string }>('SELECT title FROM trainings WHERE id = $1', [
      trainingId,
    ]);
    const course = rows[0]?.title ?? 'A required course';
    const supervisor = await ctx.supervisorOf(userId);
    const told = (who: Person, whose: string, link: string, named: boolean): NotificationDraft => ({
      recipientId: who.id,
      kind: 'training',
      rule: QUALIFICATION_RULE,
      subject: { type: 'training', id: trainingId },
      link,
      ...wordsFor(stage, course, through, whose),
      ...(named ? { named: [{ id: person.id, name: person.name }] } : {}),
    });
    const notify = [told(person, 'Your', '/training', false)];
    if (supervisor?.isActive && supervisor.id !== person.id)
      notify.push(told(supervisor, `${person.name}'s`, '/training/matrix', true));
    return { notify };
  },
});
