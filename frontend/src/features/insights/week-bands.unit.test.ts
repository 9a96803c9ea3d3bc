import { describe, expect, it } from 'vitest';
import { bandLabel, bandsOf, weekdayTotal } from './week-bands';

describe('the weekday heat map in 3-hour bands', () => {
  const monday = {
    weekday: 1,
    hours: Array.from({ length: 24 }, (_, hour) => (hour === 2 ? 1 : hour === 3 || hour === 5 ? 2 : 0)),
    untimed: 4,
  };

  it('adds each band of three hours, 00:00-02:59 first and 21:00-23:59 last', () => {
    expect(bandsOf(monday)).toEqual([1, 4, 0, 0, 0, 0, 0, 0]);
    expect(bandLabel(0)).toBe('00:00-02:59');
    expect(bandLabel(21)).toBe('21:00-23:59');
  });

  it('counts reports without a time in the weekday total', () => {
    expect(weekdayTotal(monday)).toBe(9);
  });
});
