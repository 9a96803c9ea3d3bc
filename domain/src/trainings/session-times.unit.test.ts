import { describe, expect, it } from 'vitest';
import { durationMinutes, sessionTimes, zonedInstant } from './session-times.ts';

describe('a session on the site wall clock', () => {
  it('starts at the printed hour in the site zone, whatever the season', () => {
    expect(zonedInstant('2026-12-10', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-12-10T15:00:00.000Z',
    );
    expect(zonedInstant('2026-07-10', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-10T14:00:00.000Z',
    );
    expect(zonedInstant('2026-12-10', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-10T03:30:00.000Z',
    );
  });

  it('starts at the printed hour on the day the clocks change', () => {
    // 2026-03-08: Chicago moves from CST (-6) to CDT (-5) at 02:00.
    expect(zonedInstant('2026-03-08', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    // 2026-11-01: back to CST at 02:00.
    expect(zonedInstant('2026-11-01', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('ends after the duration it names', () => {
    const { startsAt, endsAt } = sessionTimes(
      { date: '2026-12-10', time: '13:30', duration: '1 hour 30 minutes' },
      'UTC',
    );
    expect([startsAt.toISOString(), endsAt?.toISOString()]).toEqual([
      '2026-12-10T13:30:00.000Z',
      '2026-12-10T15:00:00.000Z',
    ]);
  });

  it('has no end when the duration names no length', () => {
    expect(
      sessionTimes({ date: '2026-12-10', time: '09:00', duration: 'Half a morning' }, 'UTC').endsAt,
    ).toBeNull();
  });
});

describe('a duration text', () => {
  it.each([
    ['1 hour', 60],
    ['3 hours', 180],
    ['45 minutes', 45],
    ['1.5 hrs', 90],
    ['90 min', 90],
    ['2 days', 2880],
    ['2h 15m', 135],
  ])('"%s" lasts %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it('of no length reads as none', () => {
    expect(durationMinutes('Self-paced')).toBeNull();
    expect(durationMinutes('0 hours')).toBeNull();
    expect(durationMinutes('Valid for 2 months')).toBeNull();
  });
});
