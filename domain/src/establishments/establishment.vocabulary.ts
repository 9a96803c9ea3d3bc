import type { Company } from '../employees/employee.vocabulary.ts';

/** What OSHA 1904.30 calls an establishment: one physical location where business is done. */
export type EstablishmentProfile = {
  name: string;
  company: Company;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  naicsCode: string;
  industryDescription: string;
  ein: string | null;
  timeZone: string;
};

/** OSHA 1904.32 figures for one calendar year. */
export type YearFigures = { annualAverageEmployees: number; totalHoursWorked: number };

export const sizeClasses = ['<20', '20-99', '100-249', '250+'] as const;
export type SizeClass = (typeof sizeClasses)[number];

/** The ITA size class follows from the annual average number of employees, so it is derived, never typed. */
export const sizeClassOf = (annualAverageEmployees: number): SizeClass =>
  annualAverageEmployees < 20
    ? '<20'
    : annualAverageEmployees < 100
      ? '20-99'
      : annualAverageEmployees < 250
        ? '100-249'
        : '250+';

/** Names are unique ignoring case and surrounding or repeated spaces. */
export const normalizeEstablishmentName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLowerCase();
