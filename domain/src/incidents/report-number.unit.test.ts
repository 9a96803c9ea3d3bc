import { describe, expect, it } from 'vitest';
import { formatReportNumber } from './report-number.ts';

describe('report numbers', () => {
  it('read IR-{year}-{6 digits}', () => {
    expect(formatReportNumber(2026, 42)).toBe('IR-2026-000042');
  });
  it('grow a digit past 999,999 rather than repeat', () => {
    expect(formatReportNumber(2026, 1_000_000)).toBe('IR-2026-1000000');
  });
});
