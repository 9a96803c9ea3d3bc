import {
  APPENDIX_A_SUBPART_E,
  APPENDIX_B_SUBPART_E,
  PARTIALLY_EXEMPT_SUBPART_B,
  industryGroup,
  listedPrefix,
} from './ita-industries.ts';

/** What decides an establishment's duty for a year: its industry and its employees. */
export type ItaCoverageInput = {
  naicsCode: string;
  year: number;
  /** The year's figures; null when none were entered. */
  figures: { annualAverageEmployees: number; peakEmployees?: number | null } | null;
  /** The admin's recorded choice to add the establishment although nothing requires it. */
  voluntary: { summary: boolean; cases: boolean } | null;
};

/** One file's answer: whether the establishment is in it, whether 1904.41 requires it, and why. */
export type ItaFileDuty = { included: boolean; required: boolean; voluntary: boolean; reason: string };

export type ItaCoverage = { summary: ItaFileDuty; cases: ItaFileDuty };

type Duty = { required: boolean; reason: string };

const employees = (n: number) => `${n} employee${n === 1 ? '' : 's'}`;

/** 1904.41(a)(1): the Form 300A, by peak employment and Appendix A to Subpart E. */
const summaryDuty = (naics: string, peak: number | null, average: number | null, year: number): Duty => {
  const group = industryGroup(naics);
  const inA = listedPrefix(naics, APPENDIX_A_SUBPART_E) !== null;
  if (peak === null) {
    // Figures from before the peak was asked: the peak is at least the average.
    if (average !== null && (average >= 250 || (average >= 20 && inA)))
      return {
        required: true,
        reason: `Required: ${employees(average)} on average in ${year} (peak not entered)`,
      };
    const threshold = inA ? '20' : '250';
    return {
      required: false,
      reason: `Not included: no peak employment entered for ${year}; enter it if ${threshold} or more were employed at any time`,
    };
  }
  if (peak >= 250)
    return {
      required: true,
      reason: `Required: ${employees(peak)} at peak, 250 or more (1904.41(a)(1)(ii))`,
    };
  if (peak < 20)
    return { required: false, reason: `Not required: ${employees(peak)} at peak, fewer than 20` };
  return inA
    ? {
        required: true,
        reason: `Required: ${employees(peak)} at peak, industry ${group} in Appendix A (1904.41(a)(1)(i))`,
      }
    : {
        required: false,
        reason: `Not required: ${employees(peak)} at peak, industry ${group} not in Appendix A`,
      };
};

/** 1904.41(a)(2): the case data of Forms 300 and 301, by peak employment and Appendix B to Subpart E. */
const casesDuty = (naics: string, peak: number | null, average: number | null, year: number): Duty => {
  const group = industryGroup(naics);
  if (listedPrefix(naics, APPENDIX_B_SUBPART_E) === null)
    return { required: false, reason: `Not required: industry ${group} not in Appendix B` };
  if (peak === null)
    return average !== null && average >= 100
      ? { required: true, reason: `Required: ${employees(average)} on average in ${year} (peak not entered)` }
      : {
          required: false,
          reason: `Not included: no peak employment entered for ${year}; enter it if 100 or more were employed at any time`,
        };
  return peak >= 100
    ? {
        required: true,
        reason: `Required: ${employees(peak)} at peak, industry ${group} in Appendix B (1904.41(a)(2))`,
      }
    : { required: false, reason: `Not required: ${employees(peak)} at peak, fewer than 100` };
};

const withChoice = (duty: Duty, chosen: boolean): ItaFileDuty => ({
  included: duty.required || chosen,
  required: duty.required,
  voluntary: chosen && !duty.required,
  reason: chosen && !duty.required ? `Added voluntarily. ${duty.reason}` : duty.reason,
});

/**
 * Which ITA files an establishment belongs in for a year (29 CFR 1904.41(a)), sized by the most
 * employees it had at any time in the year, not by the annual average the 300A reports.
 */
export const itaCoverage = ({ naicsCode, year, figures, voluntary }: ItaCoverageInput): ItaCoverage => {
  const exempt = listedPrefix(naicsCode, PARTIALLY_EXEMPT_SUBPART_B);
  const peak = figures?.peakEmployees ?? null;
  const average = figures?.annualAverageEmployees ?? null;
  const exemptDuty: Duty = {
    required: false,
    reason: `Not required: industry ${industryGroup(naicsCode)} is partially exempt from recordkeeping (1904.2)`,
  };
  return {
    summary: withChoice(
      exempt ? exemptDuty : summaryDuty(naicsCode, peak, average, year),
      voluntary?.summary ?? false,
    ),
    cases: withChoice(
      exempt ? exemptDuty : casesDuty(naicsCode, peak, average, year),
      voluntary?.cases ?? false,
    ),
  };
};
