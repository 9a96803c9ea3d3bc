import { z } from 'zod';
import { Osha300AQuery } from './osha-forms.ts';
import { PrivacyCaseKind } from './recordkeeping.ts';

/** GET: the confidential list of an establishment's privacy cases of a year (safety team only). */
export const privacyCaseRoutes = { list: '/api/osha/privacy-cases' } as const;

/** The same establishment, year and "as of" as the 300 log it belongs to. */
export const PrivacyCaseListQuery = Osha300AQuery;
export type PrivacyCaseListQuery = z.infer<typeof PrivacyCaseListQuery>;

/** One privacy case with the name the 300 log leaves out (29 CFR 1904.29(b)(6)). */
export const PrivacyCaseEntry = z.object({
  incidentId: z.uuid(),
  /** The 300 log's case number. */
  caseNumber: z.string(),
  /** As the report names the person. */
  employeeName: z.string(),
  /** As the employee record names them, when that differs from the report. */
  recordName: z.string().nullable(),
  kind: PrivacyCaseKind,
  dateOfInjury: z.string(),
});
export type PrivacyCaseEntry = z.infer<typeof PrivacyCaseEntry>;

export const PrivacyCaseList = z.object({
  establishmentId: z.uuid(),
  year: z.number(),
  asOf: z.string().nullable(),
  cases: z.array(PrivacyCaseEntry),
});
export type PrivacyCaseList = z.infer<typeof PrivacyCaseList>;
