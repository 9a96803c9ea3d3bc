/** How long before a qualification runs out it counts as expiring, unless another window is chosen. */
export const DEFAULT_EXPIRING_WITHIN_DAYS = 30;

/** The calendar date `months` after `date` (YYYY-MM-DD); a day the month lacks becomes its last day. */
export const monthsAfter = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(Math.floor(index / 12), index % 12, Math.min(day, lastDay)));
  return target.toISOString().slice(0, 10);
};

/** The calendar date `days` after `date` (negative: before). */
export const daysAfter = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/**
 * The last day a completion holds: a course valid 36 months completed on 2026-01-15 holds through
 * 2029-01-14 and has run out on 2029-01-15. null: it holds for good.
 */
export const validThrough = (completedOn: string, validityMonths: number | null): string | null =>
  validityMonths === null ? null : daysAfter(monthsAfter(completedOn, validityMonths), -1);

/**
 * The last day a completion holds: the course's validity from its day, cut short by its evidence's
 * own expiry (an outside certificate's) when that comes first. null: it holds for good.
 */
export const heldThrough = (
  completedOn: string,
  validityMonths: number | null,
  evidenceExpiresOn: string | null = null,
): string | null => {
  const byCourse = validThrough(completedOn, validityMonths);
  if (byCourse === null) return evidenceExpiresOn;
  return evidenceExpiresOn !== null && evidenceExpiresOn < byCourse ? evidenceExpiresOn : byCourse;
};

export type Standing = 'held' | 'expiring' | 'expired';

/** Where a completion stands on the site's `today`: expiring when it runs out within `withinDays`. */
export const standingOn = (through: string | null, today: string, withinDays: number): Standing => {
  if (through === null) return 'held';
  if (through < today) return 'expired';
  return through <= daysAfter(today, withinDays) ? 'expiring' : 'held';
};
