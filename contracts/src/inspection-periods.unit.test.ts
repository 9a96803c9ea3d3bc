import { describe, expect, it } from 'vitest';
import { isOverdue, localDate, periodOf, periodsUpTo } from './inspection-periods.ts';

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
    const beforeMidnight = localDate(new Date('2026-11-26T05:59:00Z'), 'America/Chicago');
    const afterMidnight = localDate(new Date('2026-11-26T06:00:00Z'), 'America/Chicago');
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
});
