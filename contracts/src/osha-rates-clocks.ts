import { z } from 'zod';
import { rateScopes, severeEvents } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

/** An instant with its offset as typed (2026-12-01T08:15 with seconds and Z or +hh:mm optional after the minutes). */
const INSTANT =
  /^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;
export const instant = text(40)
  .regex(INSTANT, 'Enter a date and time with its offset, e.g. 2026-12-01T08:15:00-06:00')
  .refine((value) => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
    const time = Date.parse(value);
    // Date.parse rolls February 30 over into March: the day must exist in its month.
    const dayExists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
    return dayExists && time >= 0 && time < Date.parse('2100-01-01T00:00:00Z');
  }, 'Enter a real date and time from 1970 to 2099');

/** POST /api/incidents/:id/osha-report (admin): the 1904.39 report made to OSHA. */
export const RecordOshaReportBody = z.strictObject({
  referenceNumber: text(50).min(1, "Enter OSHA's reference number"),
  reportedAt: instant,
  reportedBy: text(100).min(1, 'Say who made the report'),
});
export type RecordOshaReportBody = z.infer<typeof RecordOshaReportBody>;

/** One figure: recordable cases and those with days away or restricted, over hours worked. */
export const OshaRatePeriod = z.object({
  /** A calendar year ("2026") or "last-12-months". */
  period: z.string(),
  from: z.string(),
  to: z.string(),
  cases: z.number().int(),
  dartCases: z.number().int(),
  /** Null when an establishment with cases in the period has no hours for it. */
  hoursWorked: z.number().nullable(),
  trir: z.number().nullable(),
  dart: z.number().nullable(),
});
export type OshaRatePeriod = z.infer<typeof OshaRatePeriod>;

export const OshaRateRow = z.object({
  scope: z.enum(rateScopes),
  /** The establishment's id, the company's name or "all". */
  key: z.string(),
  label: z.string(),
  periods: z.array(OshaRatePeriod),
});
export type OshaRateRow = z.infer<typeof OshaRateRow>;

/** GET /api/osha/rates (safety officers and admins). */
export const OshaRates = z.object({
  /** The periods every row has, newest year first, then the last 12 months. */
  periods: z.array(z.string()),
  rows: z.array(OshaRateRow),
});
export type OshaRates = z.infer<typeof OshaRates>;

export const OshaClockKind = z.enum(['recording', 'osha-report', '300a-posting', 'ita-submission']);
export type OshaClockKind = z.infer<typeof OshaClockKind>;

export const OshaClock = z.object({
  kind: OshaClockKind,
  /** upcoming: not started yet (the posting period before February); running; overdue. */
  state: z.enum(['upcoming', 'running', 'overdue']),
  incidentId: z.string().nullable(),
  reportNumber: z.string().nullable(),
  establishmentId: z.string().nullable(),
  establishmentName: z.string().nullable(),
  severeEvent: z.enum(severeEvents).nullable(),
  /** When the clock started: the report's arrival, or the first day of the posting period. */
  startsAt: z.string().nullable(),
  /** The first instant at which it is late (ISO, UTC). */
  dueAt: z.string(),
  /** The zone the days were counted in. */
  timeZone: z.string(),
  /** A 300A posting whose records changed after certification: shown, never overdue (1904.33(b)(2)). */
  changedSinceCertification: z.boolean(),
});
export type OshaClock = z.infer<typeof OshaClock>;

/** GET /api/osha/clocks (safety officers and admins): the open deadlines, most urgent first. */
export const OshaClocks = z.object({
  now: z.string(),
  timeZone: z.string(),
  clocks: z.array(OshaClock),
});
export type OshaClocks = z.infer<typeof OshaClocks>;

export const oshaClockRoutes = {
  rates: '/api/osha/rates',
  clocks: '/api/osha/clocks',
  report: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/osha-report`,
} as const;
