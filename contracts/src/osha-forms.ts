import { z } from 'zod';
import { PasswordAgain } from './auth.ts';
import { boundedDate, text } from './bounds.ts';
import { CaseOutcome, CaseType } from './recordkeeping.ts';

/** Paths of Forms 300 and 300A; Form 301 and the ITA files live beside them. */
export const oshaFormRoutes = {
  log300: '/api/osha/300',
  summary300A: '/api/osha/300a',
  certifications: '/api/osha/300a/certifications',
} as const;

const year = z.coerce.number().int().min(2000, 'From 2000').max(2099, 'Until 2099');

/** `asOf`: the records as they stood at the end of that day in the establishment's time zone. */
export const Osha300AQuery = z.strictObject({
  establishmentId: z.uuid('Choose an establishment'),
  year,
  asOf: boundedDate().optional(),
});
export type Osha300AQuery = z.infer<typeof Osha300AQuery>;

/** `since`: also list the cases recorded, reclassified or whose days changed after that day. */
export const Osha300Query = Osha300AQuery.extend({ since: boundedDate().optional() });
export type Osha300Query = z.infer<typeof Osha300Query>;

export const OshaEstablishment = z.object({
  id: z.string(),
  name: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  naicsCode: z.string(),
  industryDescription: z.string(),
  timeZone: z.string(),
});
export type OshaEstablishment = z.infer<typeof OshaEstablishment>;

/** One row of the OSHA 300 log, columns A to M. */
export const Osha300Case = z.object({
  incidentId: z.string(),
  /** A: the case number is the report number. */
  caseNumber: z.string(),
  /** B: "Privacy Case" for the 1904.29(b)(7) kinds; the name is never sent for them. */
  employeeName: z.string(),
  privacyCase: z.boolean(),
  /** C */
  jobTitle: z.string().nullable(),
  /** D: date of injury or onset of illness. */
  dateOfInjury: z.string(),
  /** E */
  where: z.string(),
  /** F: the injury or illness, the parts of the body and the object or substance. */
  description: z.string(),
  /** G-J: the one most serious outcome checked. */
  outcome: CaseOutcome,
  /** K and L */
  daysAway: z.number(),
  daysRestricted: z.number(),
  /** M */
  caseType: CaseType,
});
export type Osha300Case = z.infer<typeof Osha300Case>;

export const Osha300Change = z.object({
  incidentId: z.string(),
  caseNumber: z.string(),
  /** moved-in/moved-out: the incident was filed under or away from this establishment; set-aside/reinstated: marked duplicate or void, or that undone. */
  kind: z.enum([
    'recorded',
    'reclassified',
    'days-updated',
    'moved-in',
    'moved-out',
    'set-aside',
    'reinstated',
  ]),
  changed: z.array(z.string()),
  reason: z.string().nullable(),
  /** Who decided, or who moved the incident. */
  decidedByName: z.string().nullable(),
  recordedAt: z.string(),
  /** For a move: the establishment it came from or went to (null: none). */
  otherEstablishment: z.string().nullable(),
});
export type Osha300Change = z.infer<typeof Osha300Change>;

/** Form 300A totals under the ITA data dictionary's names, with TRIR and DART. */
export const Osha300ATotals = z.object({
  total_deaths: z.number(),
  total_dafw_cases: z.number(),
  total_djtr_cases: z.number(),
  total_other_cases: z.number(),
  total_dafw_days: z.number(),
  total_djtr_days: z.number(),
  total_injuries: z.number(),
  total_skin_disorders: z.number(),
  total_respiratory_conditions: z.number(),
  total_poisonings: z.number(),
  total_hearing_loss: z.number(),
  total_other_illnesses: z.number(),
  annual_average_employees: z.number().nullable(),
  total_hours_worked: z.number().nullable(),
  trir: z.number().nullable(),
  dart: z.number().nullable(),
});
export type Osha300ATotals = z.infer<typeof Osha300ATotals>;

export const Osha300Log = z.object({
  establishment: OshaEstablishment,
  year: z.number(),
  asOf: z.string().nullable(),
  cases: z.array(Osha300Case),
  /** The page totals at the foot of the log. */
  totals: Osha300ATotals,
  since: z.string().nullable(),
  changes: z.array(Osha300Change),
});
export type Osha300Log = z.infer<typeof Osha300Log>;

export const OshaCertification = z.object({
  executiveName: z.string(),
  executiveTitle: z.string(),
  certifiedOn: z.string(),
  certifiedByName: z.string(),
  certifiedAt: z.string(),
  /** What the certification means ('Certified') and the IANA zone its time is shown in. */
  meaning: z.string(),
  timeZone: z.string(),
  summarySha256: z.string(),
});
export type OshaCertification = z.infer<typeof OshaCertification>;

/**
 * changed-since-certification: certified, and the year's records changed since; 1904.33(b)(2)
 * requires no new certification for that.
 */
export const OshaCertificationState = z.enum(['not-certified', 'certified', 'changed-since-certification']);
export type OshaCertificationState = z.infer<typeof OshaCertificationState>;

export const Osha300ASummary = z.object({
  establishment: OshaEstablishment,
  year: z.number(),
  asOf: z.string().nullable(),
  summary: Osha300ATotals,
  /** sha256 of the summary's canonical content: what a certification binds to. */
  summarySha256: z.string(),
  certification: z.object({
    state: OshaCertificationState,
    latest: OshaCertification.nullable(),
  }),
});
export type Osha300ASummary = z.infer<typeof Osha300ASummary>;

export const CertifyOshaSummaryBody = z.strictObject({
  establishmentId: z.uuid('Choose an establishment'),
  year,
  executiveName: text(120).min(1, 'Required'),
  executiveTitle: text(120).min(1, 'Required'),
  certifiedOn: boundedDate(),
  summarySha256: text(64).regex(/^[0-9a-f]{64}$/, 'The hash of the summary shown'),
  /** The certifying administrator's password again (21 CFR 11.200), as for a document signature. */
  password: PasswordAgain,
});
export type CertifyOshaSummaryBody = z.infer<typeof CertifyOshaSummaryBody>;
export type CertifyOshaSummaryInput = z.input<typeof CertifyOshaSummaryBody>;
