import { wallClock } from '../shared/time-zone.ts';

const MINUTE_MS = 60_000;
const unitMinutes: Record<string, number> = { d: 24 * 60, h: 60, m: 1 };

/**
 * The minutes a session's duration text names ("1 hour", "45 minutes", "1.5 hrs", "2 days",
 * "1 hour 30 minutes"); null when it names none, so a calendar shows no made-up end.
 */
export const durationMinutes = (text: string): number | null => {
  const parts = [
    ...text.toLowerCase().matchAll(/(\d+(?:[.,]\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)\b/g),
  ];
  if (parts.length === 0) return null;
  const minutes = parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount!.replace(',', '.')) * unitMinutes[unit!.charAt(0)]!,
    0,
  );
  return minutes > 0 ? Math.round(minutes) : null;
};

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string): number => {
  const wall = wallClock(new Date(instant), timeZone);
  return Date.parse(`${wall.date}T${wall.seconds}Z`) - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant the wall clock of `timeZone` reads `time` (HH:MM) on `date`: the offset is read at a
 * first guess and again at the answer, so a session on a day the clocks change still starts at the
 * hour printed on it.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): Date => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
};

/** When a dated session with a set time starts and ends, as instants; no end when the duration is unreadable. */
export const sessionTimes = (
  session: { date: string; time: string; duration: string },
  timeZone: string,
): { startsAt: Date; endsAt: Date | null } => {
  const startsAt = zonedInstant(session.date, session.time, timeZone);
  const minutes = durationMinutes(session.duration);
  return { startsAt, endsAt: minutes === null ? null : new Date(startsAt.getTime() + minutes * MINUTE_MS) };
};
