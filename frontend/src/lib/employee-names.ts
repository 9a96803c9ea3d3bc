import type { EmployeeSummary } from '@hs/contracts';

export const fullName = (employee: Pick<EmployeeSummary, 'firstName' | 'lastName'>): string =>
  `${employee.firstName} ${employee.lastName}`;

/** Alphabetical by last name, then first name, as a staff list reads. */
export const sortEmployees = (employees: readonly EmployeeSummary[]): EmployeeSummary[] =>
  [...employees].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
