import { afterEach, describe, expect, it } from 'vitest';
import {
  currentTime,
  deadlineRange,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatSignedAt,
  formatMoment,
  instantOfSiteDateTime,
  pastDateRange,
  setSiteTimeZone,
  siteDateTimeValue,
  todayIsoDate,
} from './dates';
import { switchLanguage } from './i18n';

describe('date pickers offer only the dates the server accepts', () => {
  it('an incident date from 1970 to today', () => {
    expect(pastDateRange(new Date(2026, 10, 25, 9, 0))).toEqual({ min: '1970-01-01', max: '2026-11-25' });
  });
  it('a deadline from today up to five years ahead, never past 2099', () => {
    expect(deadlineRange(new Date(2026, 10, 25))).toEqual({ min: '2026-11-25', max: '2031-11-25' });
    expect(deadlineRange(new Date(2097, 0, 1)).max).toBe('2099-12-31');
  });
});

describe('dates follow the site time zone, not the browser', () => {
  afterEach(() => setSiteTimeZone(undefined));
  // 05:30 UTC on Dec 1 is still Nov 30 in Chicago (UTC-6).
  const justAfterUtcMidnight = new Date('2026-12-01T05:30:00Z');

  it('today and the time are the site day and hour', () => {
    setSiteTimeZone('America/Chicago');
    expect(todayIsoDate(justAfterUtcMidnight)).toBe('2026-11-30');
    expect(currentTime(justAfterUtcMidnight)).toBe('23:30');
    setSiteTimeZone('Europe/Berlin');
    expect(todayIsoDate(justAfterUtcMidnight)).toBe('2026-12-01');
  });

  it('a datetime-local value is the site wall clock, both ways, across a daylight-saving change', () => {
    setSiteTimeZone('America/Chicago');
    expect(siteDateTimeValue(justAfterUtcMidnight.toISOString())).toBe('2026-11-30T23:30:00');
    expect(instantOfSiteDateTime('2026-11-30T23:30')).toBe('2026-12-01T05:30:00.000Z');
    // Summer time (UTC-5) until Nov 1, 2026, 02:00.
    expect(instantOfSiteDateTime('2026-10-31T23:30:15')).toBe('2026-11-01T04:30:15.000Z');
    expect(instantOfSiteDateTime('2026-11-01T12:00')).toBe('2026-11-01T18:00:00.000Z');
    expect(instantOfSiteDateTime('not a time')).toBeNull();
  });

  it('a timestamp shows the site day; a calendar date shows as entered', () => {
    setSiteTimeZone('America/Chicago');
    expect(formatDateTime(justAfterUtcMidnight.toISOString())).toBe('Nov 30, 2026, 11:30 PM');
    expect(formatDate(justAfterUtcMidnight.toISOString())).toBe('Nov 30, 2026');
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
    setSiteTimeZone('Pacific/Auckland');
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
  });

  it('an event moment near UTC midnight shows the site day and time, to the second', () => {
    setSiteTimeZone('America/Chicago');
    expect(formatMoment('2026-12-01T05:30:15Z')).toBe('Nov 30, 2026, 11:30:15 PM');
    setSiteTimeZone('Europe/Berlin');
    expect(formatMoment('2026-12-01T05:30:15Z')).toBe('Dec 1, 2026, 6:30:15 AM');
    expect(formatMoment('not a time')).toBe('N/A');
  });
});

describe('a signature time', () => {
  it('is shown in the zone it was signed in, with the zone named', () => {
    expect(formatSignedAt('2026-12-02T14:14:00.000Z', 'America/New_York')).toBe(
      'Dec 2, 2026, 9:14 AM EST (America/New_York)',
    );
    expect(formatSignedAt('2026-12-02T14:14:00.000Z', 'UTC')).toBe('Dec 2, 2026, 2:14 PM UTC');
  });
});

describe('one time format across the app', () => {
  it('shows a wall-clock time on the 12-hour clock, as timestamps are shown', () => {
    expect(formatClockTime('14:20')).toBe('2:20 PM');
    expect(formatClockTime('07:30')).toBe('7:30 AM');
    expect(formatClockTime('00:05:00')).toBe('12:05 AM');
    expect(formatClockTime('after lunch')).toBe('after lunch');
    expect(formatClockTime(null)).toBe('N/A');
    setSiteTimeZone('UTC');
    expect(formatDateTime('2026-11-25T23:56:00Z')).toMatch(/11:56 PM$/);
  });
});

describe('dates in the interface language', () => {
  afterEach(async () => {
    setSiteTimeZone(undefined);
    await switchLanguage('en');
  });

  it('English stays "Nov 22, 2026" and "2:20 PM"; Spanish switches the same dates at once', async () => {
    setSiteTimeZone('America/Chicago');
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatClockTime('14:20')).toBe('2:20 PM');
    expect(formatDate(null)).toBe('N/A');
    await switchLanguage('es');
    expect(formatDate('2026-11-22')).toBe(
      new Intl.DateTimeFormat('es-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2026, 10, 22))),
    );
    expect(formatDate('2026-11-22')).toMatch(/nov/);
    expect(formatDate('2026-11-22')).not.toBe('Nov 22, 2026');
    expect(formatDateTime('2026-12-01T20:05:00Z')).toMatch(/dic/);
    expect(formatDate(null)).toBe('N/D');
  });
});
