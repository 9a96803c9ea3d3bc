import { describe, expect, it } from 'vitest';
import { calendarDate, wallClock } from './time-zone.ts';

describe("today in the site's time zone", () => {
  it('is already tomorrow in Auckland and still yesterday in Los Angeles at midnight UTC', () => {
    const midnight = new Date('2026-03-01T00:30:00Z');
    expect(calendarDate(midnight, 'UTC')).toBe('2026-03-01');
    expect(calendarDate(midnight, 'Pacific/Auckland')).toBe('2026-03-01');
    expect(calendarDate(midnight, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(calendarDate(new Date('2026-03-01T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-02');
  });

  it('shows the wall clock of the zone, midnight as 00:00 and summer time included', () => {
    expect(wallClock(new Date('2026-11-26T06:00:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-26',
      time: '00:00',
      seconds: '00:00:00',
    });
    expect(wallClock(new Date('2026-07-01T12:34:56Z'), 'Europe/Berlin')).toEqual({
      date: '2026-07-01',
      time: '14:34',
      seconds: '14:34:56',
    });
  });
});
