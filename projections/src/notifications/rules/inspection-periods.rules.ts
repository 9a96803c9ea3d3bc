import { addDays, calendarDate, periodOf, type InspectionFrequency, type Period } from '@hs/domain';
import type { NotificationDraft, Person, RuleContext, TimerDraft } from '../rule.ts';
import { ruleOf, timerRuleOf } from '../rule-of.ts';
import { reminderAt } from '../timers/local-time.ts';
import { day, short } from './telling.ts';

/**
 * A scheduled inspection period nobody has started: "due tomorrow" at 08:00 the day before its last
 * day (periods longer than a day), "overdue" at 08:00 the day after it, to the schedule's assignee
 * (or every holder of its role) and, when overdue, their supervisors. A started period is the
 * inspection's own deadline (inspection-deadline). The overdue timer schedules the next period, so
 * the chain runs as the periods recur; a change of the schedule starts it again, a cancel ends it.
 */
export const INSPECTION_PERIOD_RULE = 'inspection-period-deadline';

type PeriodPayload = { scheduleId: string; period: Period; phase: 'due-tomorrow' | 'overdue' };

type ScheduleRow = {
  frequency: InspectionFrequency;
  starts_on: string;
  cancelled: boolean;
  assignee_id: string | null;
  assignee_role: string | null;
  title: string;
  establishment: string;
  area: string | null;
  time_zone: string;
};

const scheduleOf = async (ctx: RuleContext, scheduleId: string): Promise<ScheduleRow | null> => {
  const { rows } = await ctx.client.query<ScheduleRow>(
    `SELECT s.frequency, to_char(s.starts_on, 'YYYY-MM-DD') AS starts_on, s.cancelled_at IS NOT NULL AS cancelled,
            s.assignee_id, s.assignee_role, t.title, e.name AS establishment, s.area, e.time_zone
       FROM inspection_schedules s JOIN inspection_templates t ON t.id = s.template_id
       JOIN establishments e ON e.id = s.establishment_id
      WHERE s.id = $1`,
    [scheduleId],
  );
  return rows[0] ?? null;
};

const prefix = (scheduleId: string) => `inspection-period:${scheduleId}:`;

/**
 * The timers of the schedule's period containing `from` (or its first period, when it starts
 * later). "Due tomorrow" is left out for a one-day period and once its moment has passed.
 */
const periodTimers = (scheduleId: string, schedule: ScheduleRow, from: string, now: Date): TimerDraft[] => {
  const period = periodOf(schedule.frequency, from < schedule.starts_on ? schedule.starts_on : from);
  const key = `${prefix(scheduleId)}${period.start}:${period.end}`;
  const timer = (phase: PeriodPayload['phase'], dueAt: Date): TimerDraft => ({
    key: `${key}:${phase}`,
    rule: INSPECTION_PERIOD_RULE,
    dueAt,
    payload: { scheduleId, period, phase } satisfies PeriodPayload,
  });
  const overdue = timer('overdue', reminderAt(period.end, 1, schedule.time_zone));
  const dueSoonAt = reminderAt(period.end, -1, schedule.time_zone);
  return period.start < period.end && dueSoonAt > now
    ? [timer('due-tomorrow', dueSoonAt), overdue]
    : [overdue];
};

/** A schedule made or changed: its chain of period reminders starts from the period of that day. */
export const inspectionPeriodRule = ruleOf({
  name: 'inspection-period-clock',
  reads: ['inspections'],
  events: { InspectionScheduled: true, InspectionScheduleChanged: true, InspectionScheduleCancelled: true },
  async react(event, ctx) {
    const scheduleId = event.streamId.slice(event.streamId.indexOf('-') + 1);
    const cancel = [`${prefix(scheduleId)}*`];
    const schedule = await scheduleOf(ctx, scheduleId);
    if (!schedule || schedule.cancelled) return { cancel };
    const today = calendarDate(ctx.now, schedule.time_zone);
    return { cancel, schedule: periodTimers(scheduleId, schedule, today, ctx.now) };
  },
});

const assigneesOf = async (ctx: RuleContext, schedule: ScheduleRow): Promise<Person[]> => {
  const people =
    schedule.assignee_id !== null
      ? [await ctx.person(schedule.assignee_id)]
      : await ctx.withRoles(schedule.assignee_role ? [schedule.assignee_role] : []);
  return people.filter((p): p is Person => p !== null && p.isActive);
};

const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const inspectionPeriodTimerRule = timerRuleOf<PeriodPayload>({
  name: INSPECTION_PERIOD_RULE,
  async fire(timer, ctx) {
    const { scheduleId, period, phase } = timer.payload;
    const schedule = await scheduleOf(ctx, scheduleId);
    if (!schedule || schedule.cancelled) return {};
    const next =
      phase === 'overdue' ? periodTimers(scheduleId, schedule, addDays(period.end, 1), ctx.now) : [];
    const { rowCount } = await ctx.client.query(
      'SELECT 1 FROM inspections WHERE schedule_id = $1 AND period_start = $2 AND period_end = $3',
      [scheduleId, period.start, period.end],
    );
    if (rowCount !== 0) return { schedule: next };
    const what = `${short(schedule.title, 60)} at ${short(schedule.establishment, 40)}${schedule.area ? ` (${short(schedule.area, 40)})` : ''}`;
    const assignees = await assigneesOf(ctx, schedule);
    const supervisors =
      phase === 'overdue' ? await Promise.all(assignees.map((p) => ctx.supervisorOf(p.id))) : [];
    const seen = new Set<string>();
    const notify: NotificationDraft[] = [];
    for (const person of [...assignees, ...supervisors]) {
      if (!person?.isActive || seen.has(person.id)) continue;
      seen.add(person.id);
      const assigned = assignees.some((a) => a.id === person.id);
      notify.push({
        recipientId: person.id,
        kind: phase === 'overdue' ? 'overdue' : 'due-soon',
        rule: INSPECTION_PERIOD_RULE,
        subject: { type: 'inspection-schedule', id: scheduleId },
        link: '/inspections',
        // The period's last day: a daily schedule's reminders differ day by day.
        title: `${phase === 'overdue' ? 'Inspection overdue' : 'Inspection due tomorrow'}: ${what}, ${day(period.end)}`,
        body:
          phase === 'overdue'
            ? `Due by ${formatDay(period.end)} and not started${assigned ? '' : ' by the person you supervise'}.`
            : `Due by ${formatDay(period.end)}; nobody has started it yet.`,
      });
    }
    return { notify, schedule: next };
  },
});
