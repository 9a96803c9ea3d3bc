import type { InsightWeekday } from '@hs/contracts';

/** Hours per column of the weekday heat map: eight columns fit a 375 px phone. */
export const BAND_HOURS = 3;
export const BAND_STARTS = Array.from({ length: 24 / BAND_HOURS }, (_, band) => band * BAND_HOURS);

const twoDigits = (hour: number) => String(hour).padStart(2, '0');
/** "06:00-08:59": the band's hours on the site's clock. */
export const bandLabel = (start: number): string =>
  `${twoDigits(start)}:00-${twoDigits(start + BAND_HOURS - 1)}:59`;

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A weekday's counts per band, then those without a time. */
export const bandsOf = (day: InsightWeekday): number[] =>
  BAND_STARTS.map((start) => day.hours.slice(start, start + BAND_HOURS).reduce((a, b) => a + b, 0));

/** Every incident of the weekday, timed or not. */
export const weekdayTotal = (day: InsightWeekday): number =>
  day.hours.reduce((a, b) => a + b, 0) + day.untimed;
