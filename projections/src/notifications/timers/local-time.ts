import { addDays, startOfZonedDay } from '@hs/domain';

/** The working hour a deadline reminder goes out at, on the establishment's wall clock. */
export const REMINDER_HOUR = 8;

const MINUTE_MS = 60_000;

/** Minutes past midnight that the wall clock of `timeZone` shows at `instant`. */
const wallMinutes = (instant: Date, timeZone: string): number => {
  const [hour, minute] = new Intl.DateTimeFormat('en', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(instant)
    .split(':')
    .map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
};

/**
 * The instant the wall clock of `timeZone` reads `hour`:00 on `date` (YYYY-MM-DD): counted from the
 * day's start, then corrected by what the clock shows, so a day of 23 or 25 hours (DST) still gives
 * the hour people read on the wall.
 */
export const atLocalHour = (date: string, hour: number, timeZone: string): Date => {
  const guess = new Date(startOfZonedDay(date, timeZone).getTime() + hour * 60 * MINUTE_MS);
  return new Date(guess.getTime() - (wallMinutes(guess, timeZone) - hour * 60) * MINUTE_MS);
};

/** The reminder instant `days` calendar days from `date` (negative: before it). */
export const reminderAt = (date: string, days: number, timeZone: string): Date =>
  atLocalHour(addDays(date, days), REMINDER_HOUR, timeZone);
