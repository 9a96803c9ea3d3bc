import { DomainError } from './domain-error.ts';

/** How far ahead a deadline or due date may be set: further is a typing slip, not a plan. */
export const MAX_YEARS_AHEAD = 5;

/** The calendar date `years` after `date` (YYYY-MM-DD; a 29 February stays comparable as text). */
export const yearsAfter = (date: string, years: number): string =>
  `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/**
 * Refuses a deadline or due date before today (nobody can meet it) or more than MAX_YEARS_AHEAD
 * years after today.
 */
export const requireWithinYearsAhead = (field: string, date: string | null, today: string): void => {
  if (date !== null && date < today) {
    throw new DomainError('DateOutOfRange', 'Must be today or later.', [field]);
  }
  if (date !== null && date > yearsAfter(today, MAX_YEARS_AHEAD)) {
    throw new DomainError('DateOutOfRange', `Must be at most ${MAX_YEARS_AHEAD} years from today.`, [field]);
  }
};
