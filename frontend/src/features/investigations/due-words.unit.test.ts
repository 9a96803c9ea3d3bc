import { describe, expect, it } from 'vitest';
import { dueWords } from './due-words';

const now = Date.parse('2026-12-02T12:00:00Z');

describe('dueWords', () => {
  it('says how long is left before the due time', () => {
    expect(dueWords('2026-12-02T17:30:00Z', false, now)).toBe('Due in 5 hours');
    expect(dueWords('2026-12-09T12:00:00Z', false, now)).toBe('Due in 7 days');
  });

  it('says how long ago an unapproved investigation fell due', () => {
    expect(dueWords('2026-11-30T11:00:00Z', false, now)).toBe('Overdue by 2 days');
    expect(dueWords('2026-12-02T11:40:00Z', false, now)).toBe('Overdue by less than an hour');
  });

  it('says nothing of the due time once approved', () => {
    expect(dueWords('2026-11-30T11:00:00Z', true, now)).toBeNull();
  });
});
