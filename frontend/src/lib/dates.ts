import { EARLIEST_DATE, LATEST_DATE, MAX_YEARS_AHEAD } from '@hs/contracts';

const displayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "Nov 22, 2026", or N/A when empty (spec 2.3). A bare YYYY-MM-DD is a calendar day, so it is
 * built in local time: `new Date('2026-11-22')` would be UTC midnight and show Nov 21 in America.
 */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return 'N/A';
  const parts = calendarDate.exec(value);
  const date = parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : displayFormat.format(date);
};

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A timestamp such as createdAt, shown in the viewer's time zone. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateTimeFormat.format(date);
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in local time (toISOString would give the UTC day). */
export const todayIsoDate = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The current local time as HH:MM. */
export const currentTime = (now: Date = new Date()): string =>
  `${pad(now.getHours())}:${pad(now.getMinutes())}`;

/**
 * min and max of date pickers, from the bounds the server enforces (issue 24): the server checks
 * them again with the site's time zone, so these only spare people a refused form.
 */
export const pastDateRange = (now: Date = new Date()) => ({ min: EARLIEST_DATE, max: todayIsoDate(now) });

export const deadlineRange = (now: Date = new Date()) => {
  const today = todayIsoDate(now);
  const ahead = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  return { min: today, max: ahead < LATEST_DATE ? ahead : LATEST_DATE };
};

export const sessionDateRange = { min: EARLIEST_DATE, max: LATEST_DATE } as const;
