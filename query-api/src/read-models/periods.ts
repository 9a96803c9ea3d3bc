import type { MetricsPeriod } from '@hs/contracts';

/** Calendar arithmetic on "YYYY-MM-DD" dates, in UTC so the host's zone never shifts a day. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const firstOfMonth = (day: string, monthsBack = 0): string => {
  const d = toDate(day);
  return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)));
};

export const lastOfMonth = (month: string): string => {
  const d = toDate(`${month}-01`);
  return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
};

/** The dates a dashboard period covers, both included, ending today (the site's today). */
export const periodRange = (period: MetricsPeriod, today: string): { from: string; to: string } => {
  switch (period) {
    case 'this-month':
      return { from: firstOfMonth(today), to: today };
    case 'last-3-months':
      return { from: firstOfMonth(today, 2), to: today };
    case 'year-to-date':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
};

/** How many months back a period's comparison lies: the month before, the three before, the year before. */
const COMPARED_MONTHS_BACK: Record<MetricsPeriod, number> = {
  'this-month': 1,
  'last-3-months': 3,
  'year-to-date': 12,
};

/** `day` `months` earlier, on the same day of the month or that month's last day if shorter. */
export const monthsEarlier = (day: string, months: number): string => {
  const d = toDate(day);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months + 1, 0)).getUTCDate();
  return toDay(
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, Math.min(d.getUTCDate(), last))),
  );
};

/**
 * The period a dashboard period is compared with: as many days as it has so far, as far back as
 * its own length (this month to date against the same days of last month; the year to date
 * against the same days of last year), so a month half gone is not set against a whole one.
 */
export const previousRange = (period: MetricsPeriod, today: string): { from: string; to: string } => {
  const { from } = periodRange(period, today);
  const back = COMPARED_MONTHS_BACK[period];
  return { from: monthsEarlier(from, back), to: monthsEarlier(today, back) };
};

/** The day a month's compliance figures stand on: its last day, or today for the current month. */
export const monthEndOrToday = (month: string | undefined, today: string): string => {
  if (!month) return today;
  const last = lastOfMonth(month);
  return last < today ? last : today;
};
