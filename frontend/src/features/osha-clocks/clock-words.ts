import type { OshaClock } from '@hs/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 d 4 h", "7 h 05 min", "12 min": the time left until (or since) a due instant. */
export const durationWords = (ms: number): string => {
  const total = Math.max(0, Math.floor(Math.abs(ms) / MINUTE) * MINUTE);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return `${minutes} min`;
};

/** The countdown of a clock at `now`: what is left, or how late it is. */
export const countdownWords = (
  clock: Pick<OshaClock, 'dueAt' | 'startsAt' | 'state'>,
  now: number,
): string => {
  const due = Date.parse(clock.dueAt);
  if (clock.state === 'upcoming' && clock.startsAt)
    return `starts in ${durationWords(Date.parse(clock.startsAt) - now)}`;
  return now >= due ? `overdue by ${durationWords(now - due)}` : `${durationWords(due - now)} left`;
};

const severeWords: Record<NonNullable<OshaClock['severeEvent']>, string> = {
  fatality: 'Fatality: report to OSHA within 8 hours',
  'in-patient-hospitalization': 'In-patient hospitalization: report to OSHA within 24 hours',
  'amputation-or-loss-of-eye': 'Amputation or loss of an eye: report to OSHA within 24 hours',
};

/** The clock's title, as the banner and the notifications say it. */
export const clockTitle = (clock: OshaClock): string => {
  switch (clock.kind) {
    case 'osha-report':
      return clock.severeEvent ? severeWords[clock.severeEvent] : 'Report to OSHA';
    case 'recording':
      return clock.state === 'overdue'
        ? 'Overdue for recording (7 calendar days)'
        : 'To record within 7 calendar days';
    case '300a-posting':
      if (clock.state === 'overdue') return 'Form 300A not certified for posting (due February 1)';
      return clock.state === 'upcoming'
        ? 'Post the Form 300A from February 1'
        : 'Form 300A posted until April 30';
    case 'ita-submission':
      return clock.state === 'overdue'
        ? 'Last year’s data not submitted to OSHA (ITA was due March 2)'
        : 'Submit last year’s data to OSHA (ITA) by March 2';
  }
};

/** A change after the 300A was certified: the summary need not be certified again. */
export const CHANGED_SINCE_CERTIFICATION = 'Changed since certification, no update required (1904.33(b)(2))';

/** A calendar day as people write it ("March 2, 2026"), in the zone the clock counts days in. */
const dayWords = (instant: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(instant),
  );

/** An instant on the zone's wall clock ("Dec 1, 2026, 7:30 AM CST"): the hours of 1904.39 count. */
const instantWords = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));

/**
 * When it is due, as people read a deadline: a report to OSHA by its hour; a deadline in days by its
 * last day ("due March 2, 2026"), not the midnight that ends it; the posting period by its days.
 */
export const deadlineWords = (
  clock: Pick<OshaClock, 'kind' | 'state' | 'startsAt' | 'dueAt' | 'timeZone'>,
) => {
  if (clock.kind === 'osha-report') return `due by ${instantWords(clock.dueAt, clock.timeZone)}`;
  const lastDay = dayWords(Date.parse(clock.dueAt) - 1, clock.timeZone);
  if (clock.kind === '300a-posting' && clock.state === 'upcoming' && clock.startsAt)
    return `posted from ${dayWords(Date.parse(clock.startsAt), clock.timeZone)} to ${lastDay}`;
  if (clock.kind === '300a-posting' && clock.state === 'running') return `posted until ${lastDay}`;
  return `due ${lastDay}`;
};

/** The year of records an ITA clock is about: the one before the year it is due in. */
export const itaYearOf = (clock: Pick<OshaClock, 'dueAt'>): number => Number(clock.dueAt.slice(0, 4)) - 1;

/** The clocks the dashboard banner shows: reports to OSHA, overdue recordings, and the yearly dates. */
export const bannerClocks = (clocks: readonly OshaClock[]): OshaClock[] =>
  clocks.filter((c) => c.kind !== 'recording' || c.state === 'overdue');

/** What the bell counts: reports owed to OSHA and whatever is overdue, the deadlines that cost most. */
export const urgentClockCount = (clocks: readonly OshaClock[]): number =>
  clocks.filter((c) => c.kind === 'osha-report' || c.state === 'overdue').length;
