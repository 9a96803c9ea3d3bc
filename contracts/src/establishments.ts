import { z } from 'zod';
import { sizeClasses } from '@hs/domain/vocabulary';
import { Company } from './auth.ts';
import { INT4_MAX, text } from './bounds.ts';

/** The 50 states, DC and the territories OSHA covers (USPS codes). */
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI',
] as const; // prettier-ignore

/**
 * Whether the runtime's time-zone database knows the name. The command API checks it besides the
 * contract's pattern: a refinement here would leave the contract's generated-body tests nothing to find.
 */
export const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const TIME_ZONE_HINT = 'Enter an IANA time zone, e.g. America/Chicago';

const fields = {
  name: text(120).min(1, 'Required'),
  company: Company,
  streetAddress: text(200).min(1, 'Required'),
  city: text(100).min(1, 'Required'),
  // Typed in any case; a closed list rather than a refinement, so generated bodies can find valid ones.
  state: z.preprocess(
    (code) => (typeof code === 'string' ? code.trim().toUpperCase() : code),
    z.enum(usStateCodes, { error: 'Enter a US state or territory code, e.g. TX' }),
  ),
  zip: text(10).regex(/^\d{5}(-\d{4})?$/, 'Enter 5 digits or 5+4 digits, e.g. 77002 or 77002-1234'),
  naicsCode: text(6).regex(/^\d{6}$/, 'Enter the 6-digit NAICS code'),
  industryDescription: text(300).min(1, 'Required'),
  ein: text(10)
    .regex(/^\d{2}-?\d{7}$/, 'Enter 9 digits, e.g. 12-3456789')
    .transform((ein) => ein.replace('-', ''))
    .nullable()
    .optional(),
  timeZone: text(64).regex(/^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/, TIME_ZONE_HINT),
};

/** POST /api/establishments */
export const NewEstablishmentBody = z.strictObject(fields);
export type NewEstablishmentBody = z.infer<typeof NewEstablishmentBody>;
export type NewEstablishmentInput = z.input<typeof NewEstablishmentBody>;

/** PATCH /api/establishments/:id: any of the fields. */
export const UpdateEstablishmentBody = z
  .strictObject(fields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateEstablishmentBody = z.infer<typeof UpdateEstablishmentBody>;

/**
 * Hours worked by everyone in a year cannot exceed a full year per employee many times over; bound
 * only by storage. The peak is the most employees at any time in the year (ITA size, 1904.41(a)).
 */
export const YearFiguresBody = z.strictObject({
  annualAverageEmployees: z.number().int('Whole employees only').min(0).max(1_000_000),
  totalHoursWorked: z.number().int('Whole hours only').min(0).max(INT4_MAX),
  peakEmployees: z
    .number('Enter the most employees at any time')
    .int('Whole employees only')
    .min(0)
    .max(1_000_000),
});
export type YearFiguresBody = z.infer<typeof YearFiguresBody>;

export const EstablishmentIdParams = z.strictObject({ id: z.uuid() });
export const EstablishmentYearParams = z.strictObject({
  id: z.uuid(),
  year: z.coerce.number().int().min(2000, 'From 2000').max(2099),
});

/** PUT /api/establishments/:id/years/:year/ita-inclusion (admin): add the year to an ITA file nothing requires. */
export const ItaInclusionBody = z.strictObject({
  summary: z.boolean('Choose whether the 300A summary file includes it'),
  cases: z.boolean('Choose whether the case data file includes it'),
});
export type ItaInclusionBody = z.infer<typeof ItaInclusionBody>;

export const SizeClass = z.enum(sizeClasses);

export const EstablishmentYear = z.object({
  year: z.number(),
  annualAverageEmployees: z.number(),
  totalHoursWorked: z.number(),
  /** The most employees at any time in the year; null for figures entered before it was asked. */
  peakEmployees: z.number().nullable(),
  /** Derived from the peak (the annual average without one): OSHA ITA size class. */
  sizeClass: SizeClass,
});
export type EstablishmentYear = z.infer<typeof EstablishmentYear>;

/** What everyone may read of an establishment: enough to pick one (report form, schedules, actions). */
export const EstablishmentListing = z.object({
  id: z.uuid(),
  name: z.string(),
  company: Company,
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  timeZone: z.string(),
});
export type EstablishmentListing = z.infer<typeof EstablishmentListing>;

/** The whole record, for the safety team only: industry, EIN, employees and hours. */
export const Establishment = EstablishmentListing.extend({
  naicsCode: z.string(),
  industryDescription: z.string(),
  ein: z.string().nullable(),
  /** The size class of the latest year with figures; null before any figures are set. */
  sizeClass: SizeClass.nullable(),
  years: z.array(EstablishmentYear),
});
export type Establishment = z.infer<typeof Establishment>;

/** GET /api/establishments/:id: the whole record to the safety team, the listing to everyone else. */
export const EstablishmentAnswer = z.union([Establishment, EstablishmentListing]);
export type EstablishmentAnswer = z.infer<typeof EstablishmentAnswer>;
export const EstablishmentList = z.object({ establishments: z.array(EstablishmentAnswer) });
export type EstablishmentList = z.infer<typeof EstablishmentList>;
/** The list as the safety team reads it (the establishments page). */
export const EstablishmentDetailsList = z.object({ establishments: z.array(Establishment) });
export type EstablishmentDetailsList = z.infer<typeof EstablishmentDetailsList>;

export const establishmentRoutes = {
  establishments: '/api/establishments',
  establishment: (id: string) => `/api/establishments/${encodeURIComponent(id)}`,
  year: (id: string, year: number) => `/api/establishments/${encodeURIComponent(id)}/years/${year}`,
  itaInclusion: (id: string, year: number) =>
    `/api/establishments/${encodeURIComponent(id)}/years/${year}/ita-inclusion`,
  unassignedIncidents: '/api/admin/incidents-without-establishment',
  assignIncident: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/establishment`,
} as const;

/** PUT /api/incidents/:id/establishment */
export const AssignEstablishmentBody = z.strictObject({ establishmentId: z.uuid('Choose an establishment') });
export type AssignEstablishmentBody = z.infer<typeof AssignEstablishmentBody>;

/** An incident reported before establishments were asked, waiting for an administrator. */
export const UnassignedIncident = z.object({
  id: z.uuid(),
  reportNumber: z.string(),
  date: z.string().nullable(),
  location: z.string(),
  employeeName: z.string(),
});
export const UnassignedIncidentList = z.object({ incidents: z.array(UnassignedIncident) });
export type UnassignedIncidentList = z.infer<typeof UnassignedIncidentList>;
