import { z } from 'zod';
import {
  MAX_RETENTION_ERASE,
  MAX_RETENTION_YEARS,
  MIN_RETENTION_YEARS,
  incidentPersonRoles,
} from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

/** The most records one retention erasure takes (the screen stops selecting there). */
export { MAX_RETENTION_ERASE };

/** Retention of personal data (docs/product.md, "Retention"): administrators only. */
export const retentionRoutes = {
  list: '/api/admin/retention',
  settings: '/api/admin/retention/settings',
  erase: '/api/admin/retention/erase',
} as const;

const years = (min: number) =>
  z
    .number()
    .int('Whole years')
    .min(min, `At least ${min} years: 29 CFR 1904.33 asks for ${min} after the end of the year`)
    .max(MAX_RETENTION_YEARS);

/** PUT /api/admin/retention/settings: years each kind is kept after the end of its calendar year. */
export const RetentionSettings = z.strictObject({ incidents: years(MIN_RETENTION_YEARS.incidents) });
export type RetentionSettings = z.infer<typeof RetentionSettings>;

export const RETENTION_PAGE_SIZE = 50;
export const RetentionQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type RetentionQuery = z.infer<typeof RetentionQuery>;

export const RecordPastRetention = z.object({
  id: z.string(),
  reportNumber: z.string(),
  date: z.iso.date(),
  establishment: z.string().nullable(),
  kind: z.string(),
  /** The last day it was kept: the end of its year plus the years set. */
  retainedUntil: z.iso.date(),
});
export type RecordPastRetention = z.infer<typeof RecordPastRetention>;

/** GET /api/admin/retention: the setting and, oldest first, the incidents past it not yet erased. */
export const RetentionPage = z.object({
  settings: RetentionSettings,
  minimums: RetentionSettings,
  today: z.iso.date(),
  items: z.array(RecordPastRetention),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RetentionPage = z.infer<typeof RetentionPage>;

/** POST /api/admin/retention/erase: the incidents whose people's personal data goes, and why. */
export const RetentionEraseBody = z.strictObject({
  reason: text(500).trim().min(1, 'Say why the personal data is erased'),
  incidentIds: z
    .array(z.uuid())
    .min(1, 'Select at least one record')
    .max(MAX_RETENTION_ERASE, `At most ${MAX_RETENTION_ERASE} records at once`),
});
export type RetentionEraseBody = z.infer<typeof RetentionEraseBody>;

const Role = z.enum(incidentPersonRoles);
export const RetentionEraseReport = z.object({
  consistencyToken: z.string().nullable(),
  incidents: z.array(
    z.object({
      id: z.string(),
      reportNumber: z.string(),
      /** The people whose data was erased; `keptInvolved` when the person involved is an employee. */
      erased: z.array(Role),
      keptInvolved: z.boolean(),
    }),
  ),
  counts: z.object({ incidents: z.number().int(), people: z.number().int() }),
});
export type RetentionEraseReport = z.infer<typeof RetentionEraseReport>;
