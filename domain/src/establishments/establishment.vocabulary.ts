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

/**
 * OSHA figures for one calendar year: the 300A's annual average and hours (1904.32), and the most
 * employees at any time in the year, which decides the ITA size and duty (1904.41(a)).
 * Figures recorded before the peak was asked have none.
 */
export type YearFigures = {
  annualAverageEmployees: number;
  totalHoursWorked: number;
  peakEmployees?: number;
};

/** The admin's choice to add an establishment's year to an ITA file that does not require it. */
export type ItaInclusion = { summary: boolean; cases: boolean };

export const sizeClasses = ['<20', '20-99', '100-249', '250+'] as const;
export type SizeClass = (typeof sizeClasses)[number];

/**
 * The ITA size class follows from the most employees at any time in the year (1904.41(a)), so it is
 * derived, never typed; figures without a peak fall back on the annual average.
 */
export const sizeClassOf = (peakEmployees: number): SizeClass =>
  peakEmployees < 20 ? '<20' : peakEmployees < 100 ? '20-99' : peakEmployees < 250 ? '100-249' : '250+';

/** Names are unique ignoring case and surrounding or repeated spaces. */
export const normalizeEstablishmentName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLowerCase();
