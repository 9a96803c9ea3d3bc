import { frequenciesSince, calendarDate, schedulePeriodsUpTo, type SchedulePeriod } from '@hs/contracts';
import type { EventStore } from '@hs/infra/event-store';
import type pg from 'pg';
import type { CommandContext } from '../http/command-context.ts';
import { loadSchedule } from './inspection-schedules.ts';
import { loadInspection, mayDo, occurrenceId } from './inspections.ts';

/** As many periods back as the due list shows: the current one and 12 overdue. */
const DUE_PERIODS = 13;

/** Running schedules of a template at an establishment: the read model names them, their streams decide. */
const scheduleIdsOf = async (pool: pg.Pool, templateId: string, establishmentId: string) => {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM inspection_schedules
      WHERE template_id = $1 AND establishment_id = $2 AND cancelled_at IS NULL
      ORDER BY scheduled_at, id`,
    [templateId, establishmentId],
  );
  return rows.map((r) => r.id);
};

/**
 * The due period an ad hoc inspection of this template at this establishment fulfils: of the
 * running schedules the caller may do, the current period if it is not completed, else the most
 * recent overdue one; null when nothing of it is due.
 */
export const dueOccurrenceOf = async (
  store: EventStore,
  pool: pg.Pool,
  where: { templateId: string; establishmentId: string; timeZone: string },
  context: CommandContext,
): Promise<{ scheduleId: string; period: SchedulePeriod } | null> => {
  const localToday = calendarDate(new Date(context.command.now), where.timeZone);
  let overdue: { scheduleId: string; period: SchedulePeriod } | null = null;
  for (const scheduleId of await scheduleIdsOf(pool, where.templateId, where.establishmentId)) {
    const schedule = await loadSchedule(store, scheduleId);
    if (schedule.status !== 'active' || !(await mayDo(store, schedule, context))) continue;
    const frequencies = frequenciesSince(schedule.startsOn, schedule.frequencyHistory, where.timeZone);
    const first = schedule.frequencyHistory[0]!.frequency;
    const isOpen = async (period: SchedulePeriod) =>
      (await loadInspection(store, occurrenceId(scheduleId, first, period))).status !== 'completed';
    // Newest first: the current period ends the search; else this schedule's latest overdue one.
    for (const period of schedulePeriodsUpTo(frequencies, localToday, DUE_PERIODS).reverse()) {
      const current = period.end >= localToday;
      if (!current && overdue !== null && period.end <= overdue.period.end) break;
      if (!(await isOpen(period))) continue;
      if (current) return { scheduleId, period };
      overdue = { scheduleId, period };
      break;
    }
  }
  return overdue;
};
