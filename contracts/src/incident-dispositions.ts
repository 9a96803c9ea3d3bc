import { z } from 'zod';
import { DISPOSITION_REASON_MAX, incidentDispositions } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

/**
 * A report set aside by the safety team (the domain's incidentDispositions): a duplicate of
 * another report, or void. It leaves every count, OSHA log and clock until reinstated.
 */
export const IncidentDisposition = z.enum(incidentDispositions);
export type IncidentDisposition = z.infer<typeof IncidentDisposition>;

const reason = text(DISPOSITION_REASON_MAX).min(1, 'Please give a reason.');

/** POST /api/incidents/:id/duplicate (safety officers and admins). */
export const MarkIncidentDuplicateBody = z.strictObject({
  /** The id of the report this one repeats; the screen finds it by its report number. */
  duplicateOf: z.uuid(),
  reason,
});
export type MarkIncidentDuplicateBody = z.infer<typeof MarkIncidentDuplicateBody>;

/** POST /api/incidents/:id/void and /reinstate (safety officers and admins). */
export const DispositionReasonBody = z.strictObject({ reason });
export type DispositionReasonBody = z.infer<typeof DispositionReasonBody>;

/** How a report is marked now, by whom, when and why; null on a report that counts. */
export const IncidentDispositionDetail = z
  .object({
    kind: IncidentDisposition,
    /** The report this one repeats (duplicates only). */
    duplicateOf: z.object({ id: z.string(), reportNumber: z.string() }).nullable(),
    reason: z.string(),
    markedByName: z.string().nullable(),
    markedAt: z.string(),
  })
  .nullable();
export type IncidentDispositionDetail = z.infer<typeof IncidentDispositionDetail>;

/** The incident list's choice between the reports that count (the default) and those set aside. */
export const IncidentListShow = z.enum(['counted', 'set-aside']);
export type IncidentListShow = z.infer<typeof IncidentListShow>;

export const dispositionRoutes = {
  duplicate: (id: string) => `/api/incidents/${encodeURIComponent(id)}/duplicate`,
  void: (id: string) => `/api/incidents/${encodeURIComponent(id)}/void`,
  reinstate: (id: string) => `/api/incidents/${encodeURIComponent(id)}/reinstate`,
} as const;
