import { z } from 'zod';
import { itaRowKinds } from '@hs/domain/vocabulary';
import { boundedDate, text } from './bounds.ts';

/** ?year= of the ITA files: the calendar year the establishments file for. */
export const ItaYearQuery = z.strictObject({
  year: z.coerce.number().int('Enter a year such as 2026').min(2000, 'From 2000').max(2099, 'Until 2099'),
  /** The records as they stood at the end of that day in each establishment's time zone. */
  asOf: boundedDate().optional(),
});
export type ItaYearQuery = z.infer<typeof ItaYearQuery>;

/** One thing OSHA's ITA would reject: where to fix it (establishment or case), the column and why. */
export const ItaProblem = z.object({
  kind: z.enum(itaRowKinds),
  /** The establishment's or the incident's id, for the link to fix it. */
  id: z.uuid(),
  /** The establishment's name or the case number. */
  label: z.string(),
  /** The column as OSHA's data dictionary names it. */
  field: z.string(),
  reason: z.string(),
});
export type ItaProblem = z.infer<typeof ItaProblem>;

/** Whether an establishment's year is in one ITA file, whether 1904.41 requires it, and why. */
export const ItaFileDuty = z.object({
  included: z.boolean(),
  required: z.boolean(),
  voluntary: z.boolean(),
  reason: z.string(),
});

/** Each establishment and the two files: who must submit (29 CFR 1904.41(a)). */
export const ItaCoverage = z.object({
  establishmentId: z.uuid(),
  name: z.string(),
  summary: ItaFileDuty,
  cases: ItaFileDuty,
});
export type ItaCoverage = z.infer<typeof ItaCoverage>;

/** A text cell a spreadsheet would run as a formula: the file carries it quoted; reword it before upload. */
export const ItaFormulaCell = z.object({
  kind: z.enum(itaRowKinds),
  id: z.uuid(),
  label: z.string(),
  field: z.string(),
  value: z.string(),
});
export type ItaFormulaCell = z.infer<typeof ItaFormulaCell>;

/** GET /api/osha/ita/problems?year= */
export const ItaProblems = z.object({
  year: z.number().int(),
  asOf: z.string().nullable(),
  establishments: z.number().int(),
  cases: z.number().int(),
  problems: z.array(ItaProblem),
  coverage: z.array(ItaCoverage),
  formulaCells: z.array(ItaFormulaCell),
});
export type ItaProblems = z.infer<typeof ItaProblems>;

/** POST /api/osha/ita/submissions (admin): a year of an establishment's records was submitted to the ITA. */
export const RecordItaSubmissionBody = z.strictObject({
  establishmentId: z.uuid('Choose an establishment'),
  year: z.number().int('Enter a year such as 2026').min(2000, 'From 2000').max(2099, 'Until 2099'),
  confirmationNumber: text(50).min(1, "Enter the ITA's confirmation number"),
});
export type RecordItaSubmissionBody = z.infer<typeof RecordItaSubmissionBody>;

const asOfParam = (asOf?: string | null) => (asOf ? `&asOf=${encodeURIComponent(asOf)}` : '');

/** The ITA paths without their query, as the server registers them. */
const itaPaths = {
  summaryCsv: '/api/osha/ita/summary.csv',
  casesCsv: '/api/osha/ita/cases.csv',
  problems: '/api/osha/ita/problems',
} as const;

export const itaRoutes = {
  submissions: '/api/osha/ita/submissions',
  paths: itaPaths,
  summaryCsv: (year: number, asOf?: string | null) => `${itaPaths.summaryCsv}?year=${year}${asOfParam(asOf)}`,
  casesCsv: (year: number, asOf?: string | null) => `${itaPaths.casesCsv}?year=${year}${asOfParam(asOf)}`,
  problems: (year: number, asOf?: string | null) => `${itaPaths.problems}?year=${year}${asOfParam(asOf)}`,
  form301: (incidentId: string, asOf?: string | null) =>
    `/api/osha/301/${encodeURIComponent(incidentId)}${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`,
} as const;
