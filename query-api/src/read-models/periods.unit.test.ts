import { describe, expect, it } from 'vitest';
import { monthsEarlier, periodRange, previousRange } from './periods.ts';

describe('the period a dashboard period is compared with', () => {
  it('this month so far: the same days of last month', () => {
    expect(periodRange('this-month', '2026-12-10')).toEqual({ from: '2026-12-01', to: '2026-12-10' });
    expect(previousRange('this-month', '2026-12-10')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
  });

  it('a day the month before does not have: its last day', () => {
    expect(previousRange('this-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthsEarlier('2028-02-29', 12)).toBe('2027-02-28');
  });

  it('the last 3 months: the 3 before them; the year to date: the same days last year', () => {
    expect(previousRange('last-3-months', '2026-12-10')).toEqual({ from: '2026-07-01', to: '2026-09-10' });
    expect(previousRange('year-to-date', '2026-12-10')).toEqual({ from: '2025-01-01', to: '2025-12-10' });
    expect(previousRange('this-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-15' });
  });
});
