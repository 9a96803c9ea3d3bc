import { describe, expect, it } from 'vitest';
import { deadlineRange, pastDateRange } from './dates';

describe('date pickers offer only the dates the server accepts', () => {
  it('an incident date from 1970 to today', () => {
    expect(pastDateRange(new Date(2026, 10, 25, 9, 0))).toEqual({ min: '1970-01-01', max: '2026-11-25' });
  });
  it('a deadline from today up to five years ahead, never past 2099', () => {
    expect(deadlineRange(new Date(2026, 10, 25))).toEqual({ min: '2026-11-25', max: '2031-11-25' });
    expect(deadlineRange(new Date(2097, 0, 1)).max).toBe('2099-12-31');
  });
});
