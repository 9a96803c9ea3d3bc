/** Calendar periods of inspection schedules, on "YYYY-MM-DD" dates of the establishment's calendar. */
type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly';
export type Period = { start: string; end: string };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * 86_400_000));

/** The calendar date an instant falls on in a time zone: "today" at an establishment. */
export const localDate = (instant: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

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

/** An occurrence is overdue once its period has ended in the establishment's calendar, not done. */
export const isOverdue = (period: Period, localToday: string): boolean => localToday > period.end;
