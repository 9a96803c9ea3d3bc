import { employeeDateProblems, type EmployeeDateField } from './employee-dates.ts';
import type { ItaCase, ItaCaseColumn, ItaProblem } from './osha-ita.ts';

const columnOf: Record<EmployeeDateField, ItaCaseColumn> = {
  employeeDateOfBirth: 'date_of_birth',
  employeeDateHired: 'date_of_hire',
};

/**
 * Dates of birth and hire that cannot be right (after the incident, an age outside 14-100), on
 * cases decided before the server checked them: listed so they are corrected before upload.
 */
export const employeeDateCaseProblems = (c: ItaCase): ItaProblem[] =>
  employeeDateProblems(c.decision, c.date, null).map((p) => ({
    kind: 'case',
    id: c.incidentId,
    label: c.reportNumber,
    field: columnOf[p.field],
    reason: p.reason,
  }));
