/**
 * The deadlines of 29 CFR 1904 as instants. Calendar days are counted in the establishment's time
 * zone, because "the seventh calendar day" is a day where the people work, not in UTC.
 */

import { calendarDate } from '../shared/time-zone.ts';

const HOUR_MS = 3_600_000;

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
};

/** The instant the calendar day `date` begins in `timeZone` (its first minute, DST included). */
export const startOfZonedDay = (date: string, timeZone: string): Date => {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
};

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);

/** 1904.29(b)(3): seven calendar days to record; the day the case became known is day zero. */
export const RECORDING_DAYS = 7;

/**
 * When recording is overdue: a case learned of on day D is due by the end of day D + 7 in the
 * establishment's zone, i.e. at the start of day D + 8.
 */
export const recordingDueAt = (learnedAt: Date, timeZone: string): Date =>
  startOfZonedDay(addDays(calendarDate(learnedAt, timeZone), RECORDING_DAYS + 1), timeZone);

/** 1904.39(a): what must be reported to OSHA, and within how many hours. */
export const severeEvents = ['fatality', 'in-patient-hospitalization', 'amputation-or-loss-of-eye'] as const;
export type SevereEvent = (typeof severeEvents)[number];
export const REPORT_HOURS: Record<SevereEvent, number> = {
  fatality: 8,
  'in-patient-hospitalization': 24,
  'amputation-or-loss-of-eye': 24,
};

/** 1904.39(b)(7): the hours run from when the employer learned of the event. */
export const severeReportDueAt = (event: SevereEvent, learnedAt: Date): Date =>
  new Date(learnedAt.getTime() + REPORT_HOURS[event] * HOUR_MS);

/** The yearly dates of the previous year's records, in the establishment's zone. */
export type YearlyDeadlines = {
  /** 1904.32(b)(6): the 300A is posted from February 1 to April 30. */
  postingStartsAt: Date;
  postingEndsAt: Date;
  /** 1904.41(c): the ITA submission of the previous year's data is due by March 2. */
  itaDueAt: Date;
};

export const yearlyDeadlines = (year: number, timeZone: string): YearlyDeadlines => ({
  postingStartsAt: startOfZonedDay(`${year}-02-01`, timeZone),
  postingEndsAt: startOfZonedDay(`${year}-05-01`, timeZone),
  itaDueAt: startOfZonedDay(`${year}-03-03`, timeZone),
});
