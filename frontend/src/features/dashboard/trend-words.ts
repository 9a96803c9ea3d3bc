import type { MetricsPeriod } from '@hs/contracts';

/** What each dashboard period is compared with (the server's previousRange). */
export const comparedWith: Record<MetricsPeriod, string> = {
  'this-month': 'the same days last month',
  'last-3-months': 'the 3 months before',
  'year-to-date': 'the same days last year',
};

/** A count against the period before: "25% up vs the same days last month (8)". */
export const countTrend = (now: number, before: number, against: string): string => {
  if (before === 0) return now === 0 ? `None in ${against} either` : `Up from none in ${against}`;
  if (now === before) return `Same as ${against} (${before})`;
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  return `${percent}% ${now > before ? 'up' : 'down'} vs ${against} (${before})`;
};

/** A rate against the period before, in percentage points: "3 points up vs ... (85%)". */
export const rateTrend = (now: number | null, before: number | null, against: string): string | undefined => {
  if (now === null) return undefined;
  if (before === null) return `No figure for ${against}`;
  const points = Math.round(now) - Math.round(before);
  if (points === 0) return `Same as ${against} (${Math.round(before)}%)`;
  const size = Math.abs(points) === 1 ? '1 point' : `${Math.abs(points)} points`;
  return `${size} ${points > 0 ? 'up' : 'down'} vs ${against} (${Math.round(before)}%)`;
};
