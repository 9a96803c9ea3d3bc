import { describe, expect, it } from 'vitest';
import { calendarDate, isTimeZone } from './clock.ts';

describe("today in the site's time zone", () => {
  it('is already tomorrow in Auckland and still yesterday in Los Angeles at midnight UTC', () => {
    const midnight = new Date('2026-03-01T00:30:00Z');
    expect(calendarDate(midnight, 'UTC')).toBe('2026-03-01');
    expect(calendarDate(midnight, 'Pacific/Auckland')).toBe('2026-03-01');
    expect(calendarDate(midnight, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(calendarDate(new Date('2026-03-01T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-02');
  });

  it('knows IANA zone names and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
