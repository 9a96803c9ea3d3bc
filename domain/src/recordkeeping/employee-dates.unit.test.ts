import { describe, expect, it } from 'vitest';
import { ageOn, employeeDateProblems } from './employee-dates.ts';

const dates = (employeeDateOfBirth: string | null, employeeDateHired: string | null = null) => ({
  employeeDateOfBirth,
  employeeDateHired,
});
const fieldsOf = (birth: string | null, hired: string | null = null, today: string | null = '2026-11-26') =>
  employeeDateProblems(dates(birth, hired), '2026-11-20', today).map((p) => p.field);

describe('the age at the injury', () => {
  it('counts whole years, a birthday on the day included', () => {
    expect(ageOn('2012-11-20', '2026-11-20')).toBe(14);
    expect(ageOn('2012-11-21', '2026-11-20')).toBe(13);
  });
});

describe('dates of birth and hire', () => {
  it('accept an adult hired before the injury, and no dates at all', () => {
    expect(fieldsOf('1990-04-02', '2020-01-06')).toEqual([]);
    expect(fieldsOf(null, null)).toEqual([]);
  });

  it('refuse a birth in the future, after the injury, or an age outside 14 to 100', () => {
    expect(fieldsOf('2026-12-15')).toEqual(['employeeDateOfBirth']);
    expect(fieldsOf('2026-11-22')).toEqual(['employeeDateOfBirth']);
    expect(fieldsOf('2014-06-01')).toEqual(['employeeDateOfBirth']);
    expect(fieldsOf('1925-01-01')).toEqual(['employeeDateOfBirth']);
    expect(fieldsOf('1926-11-20')).toEqual([]);
  });

  it('refuse a hire in the future, after the injury or before the birth', () => {
    expect(fieldsOf(null, '2026-12-01')).toEqual(['employeeDateHired']);
    expect(fieldsOf(null, '2026-11-21')).toEqual(['employeeDateHired']);
    expect(fieldsOf('1990-04-02', '1989-01-01')).toEqual(['employeeDateHired']);
  });

  it('without a today, as the ITA check reads older decisions, a date after the incident is still caught', () => {
    expect(employeeDateProblems(dates('2026-12-15'), '2025-05-10', null)).toEqual([
      {
        field: 'employeeDateOfBirth',
        reason: 'The date of birth cannot be after the date of the injury or illness.',
      },
    ]);
  });
});
