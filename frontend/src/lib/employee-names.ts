import { ERASED_TEXT, type EmployeeSummary } from '@hs/contracts';

/** Whether the person's personal data was erased (their names then read "[erased]"). */
export const isErased = (employee: Pick<EmployeeSummary, 'firstName' | 'lastName'>): boolean =>
  employee.firstName === ERASED_TEXT && employee.lastName === ERASED_TEXT;

/** Their name as pages show it; "[erased]" once, not twice, after an erasure. */
export const fullName = (employee: Pick<EmployeeSummary, 'firstName' | 'lastName'>): string =>
  isErased(employee) ? ERASED_TEXT : `${employee.firstName} ${employee.lastName}`;

/** Alphabetical by last name, then first name, as a staff list reads. */
export const sortEmployees = (employees: readonly EmployeeSummary[]): EmployeeSummary[] =>
  [...employees].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
