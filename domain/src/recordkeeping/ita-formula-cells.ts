import { startsLikeFormula } from '../shared/spreadsheet-formula.ts';
import type { ItaCaseColumn, ItaRowKind, ItaSummaryColumn } from './osha-ita.ts';

/** The columns of the ITA files that hold codes, counts and years: every other column is text. */
export const itaSummaryNumericColumns: ReadonlySet<ItaSummaryColumn> = new Set([
  'size', 'establishment_type', 'year_filing_for', 'annual_average_employees', 'total_hours_worked',
  'no_injuries_illnesses', 'total_deaths', 'total_dafw_cases', 'total_djtr_cases', 'total_other_cases',
  'total_dafw_days', 'total_djtr_days', 'total_injuries', 'total_skin_disorders',
  'total_respiratory_conditions', 'total_poisonings', 'total_hearing_loss', 'total_other_illnesses',
] as const); // prettier-ignore

export const itaCaseNumericColumns: ReadonlySet<ItaCaseColumn> = new Set([
  'year_of_filing', 'incident_outcome', 'dafw_num_away', 'djtr_num_tr', 'type_of_incident',
  'treatment_facility_type', 'treatment_in_patient', 'time_unknown',
] as const); // prettier-ignore

/** A text cell of an ITA file that a spreadsheet would run: it leaves with a leading quote. */
export type ItaFormulaCell = {
  kind: ItaRowKind;
  /** The establishment's or the incident's id. */
  id: string;
  /** The establishment's name or the case number. */
  label: string;
  field: string;
  value: string;
};

/** Every text cell of a row that starts like a formula, so it can be reworded before upload. */
export const formulaCellsOf = (
  where: Omit<ItaFormulaCell, 'field' | 'value'>,
  row: Record<string, string>,
  numeric: ReadonlySet<string>,
): ItaFormulaCell[] =>
  Object.entries(row)
    .filter(([field, value]) => !numeric.has(field) && startsLikeFormula(value))
    .map(([field, value]) => ({ ...where, field, value }));
