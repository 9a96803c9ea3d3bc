import { calendarDate } from './time-zone.ts';
import type { InspectionFrequency as Frequency } from '../inspections/inspection.vocabulary.ts';

/** Calendar periods of inspection schedules, on "YYYY-MM-DD" dates of the establishment's calendar. */
export type Period = { start: string; end: string };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * 86_400_000));

/** The period containing a date: the day, the week from Monday, the month or the calendar quarter. */
export const periodOf = (frequency: Frequency, day: string): Period => {
  const d = toDate(day);
  const [year, month] = [d.getUTCFullYear(), d.getUTCMonth()];
  switch (frequency) {
    case 'daily':
      return { start: day, end: day };
    case 'weekly': {
      const start = addDays(day, -((d.getUTCDay() + 6) % 7));
      return { start, end: addDays(start, 6) };
    }
    case 'monthly':
      return {
        start: toDay(new Date(Date.UTC(year, month, 1))),
        end: toDay(new Date(Date.UTC(year, month + 1, 0))),
      };
    case 'quarterly': {
      const first = month - (month % 3);
      return {
        start: toDay(new Date(Date.UTC(year, first, 1))),
        end: toDay(new Date(Date.UTC(year, first + 3, 0))),
      };
    }
  }
};

/**
 * The periods of a schedule from the one containing `startsOn` to the one containing `today`,
 * oldest first, at most the `limit` most recent.
 */
export const periodsUpTo = (
  frequency: Frequency,
  startsOn: string,
  today: string,
  limit: number,
): Period[] => {
  if (today < startsOn) return [];
  const last = periodOf(frequency, today);
  const periods: Period[] = [last];
  while (periods.length < limit) {
    const earlier = periodOf(frequency, addDays(periods[0]!.start, -1));
    if (earlier.end < startsOn) break;
    periods.unshift(earlier);
  }
  return periods;
};

/** A frequency of a schedule and the first day (establishment's calendar) it applies from. */
export type FrequencySince = { frequency: Frequency; since: string };
export type SchedulePeriod = Period & { frequency: Frequency };

/**
 * A schedule's frequencies in its establishment's calendar, from its frequency history (the first
 * entry is the one it was scheduled with, each `at` the instant of its event): a change applies
 * from the establishment's day it was made on, and never before the schedule starts.
 */
export const frequenciesSince = (
  startsOn: string,
  history: readonly { frequency: Frequency; at: string }[],
  timeZone: string,
): FrequencySince[] =>
  history.map(({ frequency, at }, i) => {
    const changedOn = calendarDate(new Date(at), timeZone);
    return { frequency, since: i === 0 || changedOn < startsOn ? startsOn : changedOn };
  });

/**
 * The periods of a schedule whose frequency may have changed, oldest first, the `limit` most
 * recent up to `today`. A new frequency applies from its period that contains the day of the
 * change; the earlier frequency keeps its periods that had ended before that day, so a change
 * never recounts the past. Changes after `today` are not yet in force.
 */
export const schedulePeriodsUpTo = (
  frequencies: readonly FrequencySince[],
  today: string,
  limit: number,
): SchedulePeriod[] => {
  const inForce = frequencies.filter((f) => f.since <= today);
  // A frequency replaced on its own first day never applied; a repeated one continues the last.
  const spans = inForce
    .filter((f, i) => !inForce.slice(i + 1).some((later) => later.since <= f.since))
    .filter((f, i, all) => i === 0 || all[i - 1]!.frequency !== f.frequency);
  const periods = spans.flatMap((span, i) => {
    const next = spans[i + 1];
    const until = next ? addDays(next.since, -1) : today;
    return periodsUpTo(span.frequency, span.since, until, limit)
      .filter((p) => !next || p.end < next.since)
      .map((p) => ({ ...p, frequency: span.frequency }));
  });
  return periods.slice(-limit);
};

/** An occurrence is overdue once its period has ended in the establishment's calendar, not done. */
export const isOverdue = (period: Period, localToday: string): boolean => localToday > period.end;
