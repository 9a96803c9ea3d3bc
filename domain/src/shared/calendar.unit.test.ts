import { describe, expect, it } from 'vitest';
import { requireWithinYearsAhead, yearsAfter } from './calendar.ts';

describe('deadlines at most five years ahead', () => {
  it('counts years on the calendar, a 29 February included', () => {
    expect(yearsAfter('2026-11-22', 5)).toBe('2031-11-22');
    expect(yearsAfter('2028-02-29', 5)).toBe('2033-02-29');
  });
  it('keeps a deadline on the last day and refuses the day after, naming the field', () => {
    expect(() => requireWithinYearsAhead('dueDate', '2031-11-22', '2026-11-22')).not.toThrow();
    expect(() => requireWithinYearsAhead('dueDate', null, '2026-11-22')).not.toThrow();
    expect(() => requireWithinYearsAhead('dueDate', '2031-11-23', '2026-11-22')).toThrowError(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['dueDate'] }),
    );
  });
});
