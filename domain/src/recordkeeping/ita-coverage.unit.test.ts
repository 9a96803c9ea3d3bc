import { describe, expect, it } from 'vitest';
import { itaCoverage, type ItaCoverageInput } from './ita-coverage.ts';
import { itaSizeCode, summaryRow, type ItaEstablishment } from './osha-ita.ts';
import { summarize300A } from './osha-summary.ts';

const OIL_EXTRACTION = '211120'; // not in Appendix A or B, not exempt
const PLASTICS = '326199'; // 3261: Appendix A (31-33) and Appendix B
const LAW_OFFICE = '541110'; // 5411: partially exempt

const coverage = (
  naicsCode: string,
  peak: number | null,
  average = 10,
  more: Partial<ItaCoverageInput> = {},
) =>
  itaCoverage({
    naicsCode,
    year: 2025,
    figures: { annualAverageEmployees: average, peakEmployees: peak },
    voluntary: null,
    ...more,
  });

describe('who must submit the 300A (1904.41(a)(1))', () => {
  it('80 at peak outside Appendix A owes nothing, with the reason', () => {
    expect(coverage(OIL_EXTRACTION, 80, 70).summary).toEqual({
      included: false,
      required: false,
      voluntary: false,
      reason: 'Not required: 80 employees at peak, industry 2111 not in Appendix A',
    });
  });

  it('20 to 249 at peak in an Appendix A industry must submit, sized by the peak not the average', () => {
    expect(coverage(PLASTICS, 45, 19).summary).toMatchObject({ included: true, required: true });
    expect(coverage(PLASTICS, 19, 19).summary).toMatchObject({ included: false, required: false });
  });

  it('250 or more at peak must submit in any industry that keeps records', () => {
    expect(coverage(OIL_EXTRACTION, 250, 200).summary.required).toBe(true);
    expect(coverage(LAW_OFFICE, 400, 300).summary).toMatchObject({
      required: false,
      reason: 'Not required: industry 5411 is partially exempt from recordkeeping (1904.2)',
    });
  });

  it('no figures: left out with the reason, never a problem', () => {
    expect(coverage(PLASTICS, null, 0, { figures: null }).summary).toMatchObject({
      included: false,
      reason:
        'Not included: no peak employment entered for 2025; enter it if 20 or more were employed at any time',
    });
  });

  it('figures recorded before the peak was asked still decide when the average alone does', () => {
    expect(coverage(PLASTICS, null, 30).summary.required).toBe(true);
    expect(coverage(OIL_EXTRACTION, null, 30).summary.required).toBe(false);
  });

  it('an admin may add an establishment that owes nothing', () => {
    expect(coverage(OIL_EXTRACTION, 80, 70, { voluntary: { summary: true, cases: false } }).summary).toEqual({
      included: true,
      required: false,
      voluntary: true,
      reason: 'Added voluntarily. Not required: 80 employees at peak, industry 2111 not in Appendix A',
    });
  });
});

describe('who must submit case data (1904.41(a)(2))', () => {
  it('100 or more at peak in an Appendix B industry', () => {
    expect(coverage(PLASTICS, 100, 90).cases.required).toBe(true);
    expect(coverage(PLASTICS, 99, 90).cases.reason).toBe(
      'Not required: 99 employees at peak, fewer than 100',
    );
    expect(coverage(OIL_EXTRACTION, 500, 400).cases.reason).toBe(
      'Not required: industry 2111 not in Appendix B',
    );
  });
});

describe('the ITA size code', () => {
  it('a 19-average, 45-peak establishment is sized 21 (20-99) by its peak', () => {
    const figures = { annualAverageEmployees: 19, totalHoursWorked: 38_000, peakEmployees: 45 };
    const establishment: ItaEstablishment = {
      id: 'e',
      name: 'Seasonal Plant',
      company: 'IPSI',
      streetAddress: '1 Road',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
      naicsCode: PLASTICS,
      industryDescription: 'Plastics',
      ein: '123456789',
      figures,
      summary: summarize300A([], figures),
    };
    const row = summaryRow(establishment, 2025);
    expect(row.size).toBe(itaSizeCode(45));
    expect(row.size).toBe('21');
    expect(row.annual_average_employees).toBe('19');
  });
});
