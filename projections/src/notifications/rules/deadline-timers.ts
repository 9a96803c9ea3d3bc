import type pg from 'pg';
import type { Person, RuleOutcome, TimerDraft } from '../rule.ts';
import { timerRuleOf } from '../rule-of.ts';
import { reminderAt } from '../timers/local-time.ts';
import { localTime } from './telling.ts';

/** The things handed to one person with a last day: each gets a "due tomorrow" and an "overdue". */
export type DeadlineSubject =
  | 'task'
  | 'trainingAssignment'
  | 'documentAssignment'
  | 'employeeFile'
  | 'correctiveAction'
  | 'inspection'
  | 'investigation';

/** A deadline as the timers keep it (their payload): enough to tell, and to schedule it again. */
export type Deadline = {
  subjectType: DeadlineSubject;
  subjectId: string;
  assigneeId: string;
  /** The last day, in the establishment's calendar. */
  dueDate: string;
  /**
   * A deadline at a moment rather than by a day (an investigation's due time): reminded a day before
   * that moment and told overdue at it, not at 08:00 around the day.
   */
  dueAt?: string;
  timeZone: string;
  /** What it is called where it is shown; never a medical detail. */
  title: string;
  link: string;
  /** The training or document an assignment is of: its completion is an event of that stream. */
  about?: string;
};

export const DUE_SOON_RULE = 'deadline-due-tomorrow';
const DAY_MS = 86_400_000;
export const OVERDUE_RULE = 'deadline-overdue';

/** Every timer of one subject starts with this: cancelling it cancels them all. */
export const deadlinePrefix = (subjectType: DeadlineSubject, subjectId: string) =>
  `deadline:${subjectType}:${subjectId}:`;

/**
 * The timers of a deadline: at 08:00 local the day before the last day, and 08:00 local the day after
 * it. The due date and assignee are in the key, so a new date or a new assignee is told again while
 * a reminder already sent for the same pair is not repeated. "Due tomorrow" is left out once its
 * moment has passed when the deadline is set (an assignment due today is told by its assignment).
 */
export const deadlineTimers = (deadline: Deadline, now: Date): TimerDraft[] => {
  const key = `${deadlinePrefix(deadline.subjectType, deadline.subjectId)}${deadline.dueDate}:${deadline.assigneeId}`;
  const moment = deadline.dueAt === undefined ? null : Date.parse(deadline.dueAt);
  const dueSoonAt =
    moment === null ? reminderAt(deadline.dueDate, -1, deadline.timeZone) : new Date(moment - DAY_MS);
  const overdueAt = moment ?? reminderAt(deadline.dueDate, 1, deadline.timeZone).getTime();
  const overdue = {
    key: `${key}:overdue`,
    rule: OVERDUE_RULE,
    // Already past (a reopened task, a date set in the past): overdue from the moment it was set.
    dueAt: new Date(Math.max(overdueAt, now.getTime())),
    payload: deadline,
  };
  if (dueSoonAt <= now) return [overdue];
  return [{ key: `${key}:due-tomorrow`, rule: DUE_SOON_RULE, dueAt: dueSoonAt, payload: deadline }, overdue];
};

/** Replaces whatever timers the subject had with those of its deadline as it now stands. */
export const rescheduleDeadline = (deadline: Deadline, now: Date): RuleOutcome => ({
  cancel: [`${deadlinePrefix(deadline.subjectType, deadline.subjectId)}*`],
  schedule: deadlineTimers(deadline, now),
});

export const cancelDeadline = (subjectType: DeadlineSubject, subjectId: string): RuleOutcome => ({
  cancel: [`${deadlinePrefix(subjectType, subjectId)}*`],
});

/**
 * The deadline a subject had when its timers were last set: the timers keep it, so an event that
 * names only what changed (a new owner, a new date, a reopening) can schedule the rest again.
 */
export const lastDeadlineOf = async (
  client: pg.ClientBase,
  subjectType: DeadlineSubject,
  subjectId: string,
): Promise<Deadline | null> => {
  const { rows } = await client.query<{ payload: Deadline }>(
    `SELECT payload FROM notification_timers WHERE key LIKE $1 || '%' AND rule IN ($2, $3)
      ORDER BY created_at DESC, due_at DESC LIMIT 1`,
    [deadlinePrefix(subjectType, subjectId), DUE_SOON_RULE, OVERDUE_RULE],
  );
  return rows[0]?.payload ?? null;
};

/**
 * The open deadlines of assignments of `about` (a training, a document), of one assignee or of
 * everyone: completing a training or signing a document finishes every assignment of it.
 */
export const openDeadlinesAbout = async (
  client: pg.ClientBase,
  subjectType: DeadlineSubject,
  about: string,
  assigneeId: string | null,
): Promise<RuleOutcome> => {
  const { rows } = await client.query<{ subject_id: string }>(
    `SELECT DISTINCT payload->>'subjectId' AS subject_id FROM notification_timers
      WHERE rule IN ($1, $2) AND fired_at IS NULL AND cancelled_at IS NULL
        AND payload->>'subjectType' = $3 AND payload->>'about' = $4
        AND ($5::text IS NULL OR payload->>'assigneeId' = $5)`,
    [DUE_SOON_RULE, OVERDUE_RULE, subjectType, about, assigneeId],
  );
  return { cancel: rows.map((r) => `${deadlinePrefix(subjectType, r.subject_id)}*`) };
};

const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The reminder of one deadline for each active person; the assignee's words differ from a supervisor's. */
const told = (
  deadline: Deadline,
  assignee: Person | null,
  supervisor: Person | null,
  kind: 'due-soon' | 'overdue',
  rule: string,
) => {
  const day =
    deadline.dueAt === undefined
      ? formatDay(deadline.dueDate)
      : localTime(new Date(deadline.dueAt), deadline.timeZone);
  const body = (person: Person) => {
    if (kind === 'due-soon') return `${deadline.title} is due ${day}.`;
    if (person.id === deadline.assigneeId) return `${deadline.title} was due ${day} and is not done.`;
    return `${deadline.title}, assigned to ${assignee?.name ?? 'someone you supervise'}, was due ${day} and is not done.`;
  };
  // A supervisor who is the assignee themself is told once.
  const people = supervisor === null || supervisor.id === assignee?.id ? [assignee] : [assignee, supervisor];
  return people
    .filter((p): p is Person => p !== null && p.isActive)
    .map((person) => ({
      recipientId: person.id,
      kind,
      rule,
      subject: { type: deadline.subjectType, id: deadline.subjectId },
      link: deadline.link,
      title: kind === 'due-soon' ? `Due tomorrow: ${deadline.title}` : `Overdue: ${deadline.title}`,
      body: body(person),
      // The supervisor's words name the assignee.
      named:
        kind === 'overdue' && assignee && person.id !== assignee.id
          ? [{ id: assignee.id, name: assignee.name }]
          : [],
    }));
};

export const dueTomorrowTimerRule = timerRuleOf<Deadline>({
  name: DUE_SOON_RULE,
  async fire(timer, ctx) {
    const deadline = timer.payload;
    return { notify: told(deadline, await ctx.person(deadline.assigneeId), null, 'due-soon', DUE_SOON_RULE) };
  },
});

export const overdueTimerRule = timerRuleOf<Deadline>({
  name: OVERDUE_RULE,
  async fire(timer, ctx) {
    const deadline = timer.payload;
    const assignee = await ctx.person(deadline.assigneeId);
    const supervisor = await ctx.supervisorOf(deadline.assigneeId);
    return { notify: told(deadline, assignee, supervisor, 'overdue', OVERDUE_RULE) };
  },
});
