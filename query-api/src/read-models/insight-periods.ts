import type { InsightsQuery } from '@hs/contracts';
import { firstOfMonth } from './periods.ts';

/** Calendar arithmetic on "YYYY-MM-DD" dates, in UTC so the host's zone never shifts a day. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days an Insights period covers, both included; `today` is the site's today (TIME_ZONE). */
export const insightRange = (query: InsightsQuery, today: string): { from: string; to: string } => {
  switch (query.period) {
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m':
      return { from: firstOfMonth(today, 11), to: today };
    case 'year':
      return { from: `${query.year}-01-01`, to: `${query.year}-12-31` };
    case 'custom':
      return { from: query.from!, to: query.to! };
  }
};

/** Every month (YYYY-MM) from the one of `from` to the one of `to`, in order. */
export const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  for (
    let month = from.slice(0, 7);
    month <= to.slice(0, 7);
    month = firstOfMonth(`${month}-01`, -1).slice(0, 7)
  )
    months.push(month);
  return months;
};

/** The month `n` months before `month` (YYYY-MM). */
export const monthsBefore = (month: string, n: number): string => firstOfMonth(`${month}-01`, n).slice(0, 7);
