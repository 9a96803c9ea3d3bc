/**
 * Time is an input (docs/architecture.md, "Time and the site's calendar"): rules about "today"
 * read the instant from a clock tests can set, and the calendar date from the site's time zone.
 */
export type Clock = { now: () => Date; timeZone: string };

/** The zone the host is set to: the default of `TIME_ZONE`. */
export const hostTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const systemClock = (timeZone: string = hostTimeZone()): Clock => ({
  now: () => new Date(),
  timeZone,
});
