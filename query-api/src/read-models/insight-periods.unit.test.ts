import { describe, expect, it } from 'vitest';
import { insightRange, monthsBefore, monthsBetween } from './insight-periods.ts';

describe('the Insights periods count from the site day', () => {
  it('the last 30 and 90 days end today and include it', () => {
    expect(insightRange({ period: '30d' }, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(insightRange({ period: '90d' }, '2026-03-01')).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });

  it('the last 12 months start on the first day of the month eleven months back', () => {
    expect(insightRange({ period: '12m' }, '2026-12-01')).toEqual({ from: '2026-01-01', to: '2026-12-01' });
  });

  it('a year is January to December; custom takes the dates as given', () => {
    expect(insightRange({ period: 'year', year: 2025 }, '2026-12-01')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(insightRange({ period: 'custom', from: '2026-02-10', to: '2026-04-05' }, '2026-12-01')).toEqual({
      from: '2026-02-10',
      to: '2026-04-05',
    });
  });

  it('lists the months of a range across a year end, and counts months back', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBefore('2026-02', 11)).toBe('2025-03');
  });
});
