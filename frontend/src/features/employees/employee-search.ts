import type { EmployeeSummary } from '@hs/contracts';
import { fullName, isErased } from '@/lib/employee-names';

/** Two letters for the avatar; none once the name was erased. */
export const initials = (employee: Pick<EmployeeSummary, 'firstName' | 'lastName'>): string =>
  isErased(employee) ? '' : `${employee.firstName.charAt(0)}${employee.lastName.charAt(0)}`.toUpperCase();

/**
 * Employees whose name, username, e-mail or department contain every word of the search, in any
 * order and case ("safety jo" finds Jo Smith of the Safety department).
 */
export const filterEmployees = (employees: readonly EmployeeSummary[], search: string): EmployeeSummary[] => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...employees];
  return employees.filter((employee) => {
    const haystack = [fullName(employee), employee.username, employee.email, employee.department]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};
