import type { RecordkeepingDecision } from './recordkeeping.decision.ts';

/** What the 300A needs of one case: the log's outcome check (G-J), days (K, L) and type (M). */
export type SummarizedCase = Pick<
  RecordkeepingDecision,
  'recordable' | 'outcome' | 'caseType' | 'daysAway' | 'daysRestricted'
>;

/**
 * The establishment's figures for the year (Form 300A, "Employment information"), and the most
 * employees at any time in it (ITA size, 1904.41(a); absent in figures recorded before it was asked).
 */
export type EstablishmentYear = {
  annualAverageEmployees: number;
  totalHoursWorked: number;
  peakEmployees?: number | null;
};

/** Form 300A totals under the names of OSHA's ITA summary data dictionary, plus TRIR and DART. */
export type Osha300ASummary = {
  total_deaths: number;
  total_dafw_cases: number;
  total_djtr_cases: number;
  total_other_cases: number;
  total_dafw_days: number;
  total_djtr_days: number;
  total_injuries: number;
  total_skin_disorders: number;
  total_respiratory_conditions: number;
  total_poisonings: number;
  total_hearing_loss: number;
  total_other_illnesses: number;
  annual_average_employees: number | null;
  total_hours_worked: number | null;
  trir: number | null;
  dart: number | null;
};

/** 200,000 hours: 100 full-time employees working 40 hours a week, 50 weeks a year. */
const RATE_BASE_HOURS = 200_000;

/**
 * Cases per 100 full-time workers: cases x 200,000 / hours worked, to two decimals (half up),
 * computed in integer hundredths so 0.125 rounds to 0.13. Null without hours: no rate is honest then.
 */
export const incidenceRate = (cases: number, hoursWorked: number | null | undefined): number | null => {
  if (!hoursWorked || hoursWorked <= 0) return null;
  return Math.round((cases * RATE_BASE_HOURS * 100) / hoursWorked) / 100;
};

/** Sums the recordable cases of one establishment's year as Form 300A does (columns G-M). */
export const summarize300A = (
  cases: readonly SummarizedCase[],
  year: EstablishmentYear | null,
): Osha300ASummary => {
  const recordable = cases.filter((c) => c.recordable);
  const count = (predicate: (c: SummarizedCase) => boolean): number => recordable.filter(predicate).length;
  const sum = (pick: (c: SummarizedCase) => number): number => recordable.reduce((n, c) => n + pick(c), 0);
  const dafwCases = count((c) => c.outcome === 'days-away');
  const djtrCases = count((c) => c.outcome === 'job-transfer-restriction');
  const hours = year?.totalHoursWorked ?? null;
  return {
    total_deaths: count((c) => c.outcome === 'death'),
    total_dafw_cases: dafwCases,
    total_djtr_cases: djtrCases,
    total_other_cases: count((c) => c.outcome === 'other-recordable'),
    total_dafw_days: sum((c) => c.daysAway),
    total_djtr_days: sum((c) => c.daysRestricted),
    total_injuries: count((c) => c.caseType === 'injury'),
    total_skin_disorders: count((c) => c.caseType === 'skin-disorder'),
    total_respiratory_conditions: count((c) => c.caseType === 'respiratory-condition'),
    total_poisonings: count((c) => c.caseType === 'poisoning'),
    total_hearing_loss: count((c) => c.caseType === 'hearing-loss'),
    total_other_illnesses: count((c) => c.caseType === 'other-illness'),
    annual_average_employees: year?.annualAverageEmployees ?? null,
    total_hours_worked: hours,
    trir: incidenceRate(recordable.length, hours),
    dart: incidenceRate(dafwCases + djtrCases, hours),
  };
};
