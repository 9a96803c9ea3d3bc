import { describe, expect, it } from 'vitest';
import { atLocalHour, reminderAt } from './local-time.ts';

const CHICAGO = 'America/Chicago';

describe('reminders at 08:00 on the establishment wall clock', () => {
  it('08:00 in Chicago is 14:00 UTC in winter and 13:00 UTC in summer', () => {
    expect(atLocalHour('2026-01-15', 8, CHICAGO).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(atLocalHour('2026-07-15', 8, CHICAGO).toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('on the day clocks spring forward (23 hours) 08:00 is still 08:00 CDT', () => {
    expect(atLocalHour('2026-03-08', 8, CHICAGO).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('on the day clocks fall back (25 hours) 08:00 is still 08:00 CST', () => {
    expect(atLocalHour('2026-11-01', 8, CHICAGO).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('counts calendar days across midnight and the year end', () => {
    expect(reminderAt('2027-01-01', -1, CHICAGO).toISOString()).toBe('2026-12-31T14:00:00.000Z');
    expect(reminderAt('2026-12-31', 1, CHICAGO).toISOString()).toBe('2027-01-01T14:00:00.000Z');
  });

  it('midnight is the start of the local day', () => {
    expect(atLocalHour('2026-03-09', 0, CHICAGO).toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });
});
