import { EARLIEST_DATE, LATEST_DATE, MAX_YEARS_AHEAD, wallClock as wallClockIn } from '@hs/contracts';
import { currentLocale, i18n } from './i18n';

/** What an empty or unreadable date shows ("N/A" in English). */
const none = () => i18n.t('common:dates.none');

/**
 * Dates and times in the interface's language, the language read at each call so a switch shows
 * at once; a formatter is built once per language and options (long lists format many dates).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const inLocale = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${currentLocale()} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(currentLocale(), options);
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * The site's time zone (GET /api/settings, set before any page is routed): instants are shown and
 * "today" is counted in it, so everyone at a site sees the server's calendar. Unset: the browser's.
 */
let siteTimeZone: string | undefined;
export const setSiteTimeZone = (timeZone: string | undefined): void => {
  siteTimeZone = timeZone;
};

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayOptions = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/**
 * "Nov 22, 2026", or N/A when empty. A bare YYYY-MM-DD is a calendar day, shown as is
 * in every zone; a timestamp shows the site's day it fell on.
 */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return none();
  const parts = calendarDate.exec(value);
  const date = parts
    ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return none();
  const timeZone = parts ? 'UTC' : siteTimeZone;
  return inLocale({ ...dayOptions, timeZone }).format(date);
};

/**
 * A wall-clock time as the app shows every time: "14:20" as "2:20 PM" (in English, like formatDateTime);
 * anything that is not HH:MM is shown as it was entered, empty as N/A.
 */
export const formatClockTime = (time: string | null | undefined): string => {
  if (!time) return none();
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  return inLocale({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))),
  );
};

/** A timestamp such as createdAt, shown in the site's time zone. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return none();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return none();
  return inLocale({
    ...dayOptions,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: siteTimeZone,
  }).format(date);
};

/**
 * A signature's time in the zone it was made in, with the zone: "Dec 2, 2026, 9:14 AM EST
 * (America/New_York)", so a printed record says when it was signed wherever it is read (21 CFR 11.50).
 */
export const formatSignedAt = (value: string, timeZone: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return none();
  const shown = inLocale({
    ...dayOptions,
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
  return shown.endsWith(` ${timeZone}`) ? shown : `${shown} (${timeZone})`;
};

/** The parts of `now` on the site's wall clock. */
const siteClock = (now: Date) =>
  wallClockIn(now, siteTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

/** An instant as the site's wall clock, "YYYY-MM-DDTHH:MM:SS" (a datetime-local input's value). */
export const siteDateTimeValue = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = siteClock(date);
  return `${clock.date}T${clock.seconds}`;
};

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO) at which the site's wall clock shows `value` ("YYYY-MM-DDTHH:MM[:SS]"), or
 * null. The zone's offset is read at a first guess and again at the result, which settles it
 * across a daylight-saving change.
 */
export const instantOfSiteDateTime = (value: string): string | null => {
  const parts = wallClock.exec(value);
  if (!parts) return null;
  const [y, mo, d, h, mi] = parts.slice(1, 6).map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number(parts[6] ?? 0));
  const offsetAt = (instant: number) =>
    Date.parse(`${siteDateTimeValue(new Date(instant).toISOString())}Z`) - instant;
  const instant = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
};

/** Today as YYYY-MM-DD on the site's calendar (toISOString would give the UTC day). */
export const todayIsoDate = (now: Date = new Date()): string => siteClock(now).date;

/** The current time on the site's clock as HH:MM. */
export const currentTime = (now: Date = new Date()): string => siteClock(now).time;

/**
 * min and max of date pickers, from the bounds the server enforces: the server checks them again
 * with the site's time zone, so these only spare people a refused form.
 */
export const pastDateRange = (now: Date = new Date()) => ({ min: EARLIEST_DATE, max: todayIsoDate(now) });

export const deadlineRange = (now: Date = new Date()) => {
  const today = todayIsoDate(now);
  const ahead = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  return { min: today, max: ahead < LATEST_DATE ? ahead : LATEST_DATE };
};

export const sessionDateRange = { min: EARLIEST_DATE, max: LATEST_DATE } as const;

/** An event's time to the second, in the site's time zone: two changes a minute apart must read differently. */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return none();
  return inLocale({
    ...dayOptions,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: siteTimeZone,
  }).format(date);
};
