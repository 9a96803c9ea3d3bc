/**
 * A time zone's wall clock at an instant, the one conversion every "today" and every deadline reads
 * (docs/architecture.md, "Time and the site's calendar"). Pure: the instant and the zone are inputs.
 */
export type WallClock = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 00:00 to 23:59 */
  time: string;
  /** HH:MM:SS */
  seconds: string;
};

// Building a formatter costs far more than using one; a process meets only a few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const wallClock = (instant: Date, timeZone: string): WallClock => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time,
    seconds: `${time}:${part('second')}`,
  };
};

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`: "today" where the work is. */
export const calendarDate = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).date;
