import { describe, expect, it } from 'vitest';
import { calendarDate } from './time-zone.ts';
import { isOverdue, periodOf, periodsUpTo, schedulePeriodsUpTo } from './inspection-periods.ts';

describe('inspection periods', () => {
  it('a week runs Monday to Sunday, a quarter is a calendar quarter', () => {
    expect(periodOf('weekly', '2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('weekly', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('monthly', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodOf('quarterly', '2026-11-26')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });

  it("a daily check becomes overdue at midnight in the establishment's zone, not in UTC", () => {
    const period = periodOf('daily', '2026-11-25');
    // 23:59 in Chicago is already the 26th in UTC: still due, not overdue.
    const beforeMidnight = calendarDate(new Date('2026-11-26T05:59:00Z'), 'America/Chicago');
    const afterMidnight = calendarDate(new Date('2026-11-26T06:00:00Z'), 'America/Chicago');
    expect([beforeMidnight, isOverdue(period, beforeMidnight)]).toEqual(['2026-11-25', false]);
    expect([afterMidnight, isOverdue(period, afterMidnight)]).toEqual(['2026-11-26', true]);
  });

  it('lists the periods from the schedule start to today, the most recent ones only', () => {
    expect(periodsUpTo('monthly', '2026-09-15', '2026-11-26', 12).map((p) => p.start)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(periodsUpTo('daily', '2026-01-01', '2026-11-26', 3).map((p) => p.start)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(periodsUpTo('weekly', '2026-12-01', '2026-11-26', 12)).toEqual([]);
  });

  it('a frequency change applies from its own period on and leaves the past periods as they were', () => {
    const weeklyThenMonthly = [
      { frequency: 'weekly', since: '2026-10-05' },
      { frequency: 'monthly', since: '2026-11-18' },
    ] as const;
    const shown = (today: string) =>
      schedulePeriodsUpTo(weeklyThenMonthly, today, 100).map((p) => `${p.frequency} ${p.start}..${p.end}`);
    // The week holding the change day (Nov 16-22) had not ended: the month replaces it.
    expect(shown('2026-12-02')).toEqual([
      'weekly 2026-10-05..2026-10-11',
      'weekly 2026-10-12..2026-10-18',
      'weekly 2026-10-19..2026-10-25',
      'weekly 2026-10-26..2026-11-01',
      'weekly 2026-11-02..2026-11-08',
      'weekly 2026-11-09..2026-11-15',
      'monthly 2026-11-01..2026-11-30',
      'monthly 2026-12-01..2026-12-31',
    ]);
    // As of a day before the change, the schedule was weekly only.
    expect(shown('2026-11-10').at(-1)).toBe('weekly 2026-11-09..2026-11-15');
    expect(schedulePeriodsUpTo(weeklyThenMonthly, '2026-12-02', 2).map((p) => p.start)).toEqual([
      '2026-11-01',
      '2026-12-01',
    ]);
  });

  it('a change back to the first frequency, or on the first day, does not split the schedule', () => {
    const back = schedulePeriodsUpTo(
      [
        { frequency: 'monthly', since: '2026-09-01' },
        { frequency: 'monthly', since: '2026-10-10' },
      ],
      '2026-11-26',
      12,
    );
    expect(back.map((p) => p.start)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    const sameDay = schedulePeriodsUpTo(
      [
        { frequency: 'daily', since: '2026-11-25' },
        { frequency: 'quarterly', since: '2026-11-25' },
      ],
      '2026-11-26',
      12,
    );
    expect(sameDay).toEqual([{ frequency: 'quarterly', start: '2026-10-01', end: '2026-12-31' }]);
  });
});
