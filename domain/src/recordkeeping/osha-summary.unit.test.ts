import { describe, expect, it } from 'vitest';
import { incidenceRate, summarize300A, type SummarizedCase } from './osha-summary.ts';

const recordable = (c: Partial<SummarizedCase>): SummarizedCase => ({
  recordable: true,
  outcome: 'other-recordable',
  caseType: 'injury',
  daysAway: 0,
  daysRestricted: 0,
  ...c,
});

describe('incidence rates', () => {
  it('is cases x 200,000 / hours to two decimals, rounding half up', () => {
    expect(incidenceRate(3, 400_000)).toBe(1.5);
    expect(incidenceRate(1, 1_600_000)).toBe(0.13); // 0.125
    expect(incidenceRate(2, 150_000)).toBe(2.67);
  });

  it('is null without hours worked', () => {
    expect(incidenceRate(2, null)).toBeNull();
    expect(incidenceRate(2, 0)).toBeNull();
  });
});

describe('the 300A summary', () => {
  it('counts each recordable case once by outcome and once by type, and sums its days', () => {
    const summary = summarize300A(
      [
        recordable({ outcome: 'death', caseType: 'injury' }),
        recordable({ outcome: 'days-away', daysAway: 12, daysRestricted: 3, caseType: 'skin-disorder' }),
        recordable({ outcome: 'job-transfer-restriction', daysRestricted: 20, caseType: 'hearing-loss' }),
        recordable({ outcome: 'other-recordable', caseType: 'poisoning' }),
        { recordable: false, outcome: null, caseType: null, daysAway: 0, daysRestricted: 0 },
      ],
      { annualAverageEmployees: 50, totalHoursWorked: 100_000 },
    );
    expect(summary).toEqual({
      total_deaths: 1,
      total_dafw_cases: 1,
      total_djtr_cases: 1,
      total_other_cases: 1,
      total_dafw_days: 12,
      total_djtr_days: 23,
      total_injuries: 1,
      total_skin_disorders: 1,
      total_respiratory_conditions: 0,
      total_poisonings: 1,
      total_hearing_loss: 1,
      total_other_illnesses: 0,
      annual_average_employees: 50,
      total_hours_worked: 100_000,
      trir: 8, // 4 x 200,000 / 100,000
      dart: 4, // 2 x 200,000 / 100,000
    });
  });
});
