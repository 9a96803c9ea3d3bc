import { z } from 'zod';
import {
  caseOutcomes,
  caseTypes,
  employeeSexes,
  MAX_CASE_DAYS,
  privacyCaseKinds,
  workRelatednessExceptions,
} from '@hs/domain/vocabulary';
import { RecordkeepingDecision } from '@hs/domain/recording';
import { text } from './bounds.ts';
import { RecordingAnswers } from './recording-answers.ts';

/** The 300 log's outcome columns G-J and case-type columns M1-M6, in the log's order. */
export { caseOutcomes, caseTypes };

/** Most serious outcome of a recordable case (OSHA 300 log columns G-J). */
export const CaseOutcome = z.enum(caseOutcomes);
export type CaseOutcome = z.infer<typeof CaseOutcome>;

/** OSHA 300 log columns M1-M6. */
export const CaseType = z.enum(caseTypes);
export type CaseType = z.infer<typeof CaseType>;

/** 29 CFR 1904.5(b)(2)(i)-(ix). */
export const WorkRelatednessException = z.enum(workRelatednessExceptions);
export type WorkRelatednessException = z.infer<typeof WorkRelatednessException>;

/** 29 CFR 1904.29(b)(7)(i)-(vi): the name on the log becomes "Privacy Case". */
export const PrivacyCaseKind = z.enum(privacyCaseKinds);
export type PrivacyCaseKind = z.infer<typeof PrivacyCaseKind>;

/** 1904.29(b)(7)(iii), (iv), (vi): these kinds are illnesses, refused on an injury. */
export { illnessOnlyPrivacyCaseKinds } from '@hs/domain/vocabulary';

/** Form 301 item 5. */
export const EmployeeSex = z.enum(employeeSexes);
export type EmployeeSex = z.infer<typeof EmployeeSex>;

/** Days away and restricted together are capped at input (1904.7(b)(3)(vii)): what is stored is what the log shows. */
export { MAX_CASE_DAYS };

/**
 * The decision itself, as stored and as shown (Form 301 fields included): the domain's schema, the
 * one its type comes from.
 */
export { Form301Details, RecordkeepingDecision } from '@hs/domain/recording';

/**
 * PUT /api/incidents/:id/recordkeeping (safety officers and admins). A change to an earlier
 * decision needs `reason`; updating only the days as the case goes on does not. An outcome other
 * than the one the answers lead to needs `departureReason`.
 */
export const DecideRecordkeepingBody = RecordkeepingDecision.extend({
  reason: text(1000).nullable().default(null),
  /** Every decision is taken through the guided answers: the server recomputes its outcome from them. */
  answers: RecordingAnswers,
});
export type DecideRecordkeepingBody = z.input<typeof DecideRecordkeepingBody>;

export const DecideRecordkeepingResponse = z.object({
  version: z.number().int(),
  /** null when the decision was already this one: nothing recorded. */
  consistencyToken: z.string().nullable(),
});

/** One recorded decision: who, when, why and which fields changed. */
export const RecordkeepingHistoryEntry = z.object({
  version: z.number().int(),
  recordedAt: z.string(),
  decidedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  reason: z.string().nullable(),
  changed: z.array(z.string()),
  decision: RecordkeepingDecision,
});
export type RecordkeepingHistoryEntry = z.infer<typeof RecordkeepingHistoryEntry>;

/** GET /api/incidents/:id/recordkeeping: medical details, for the safety team only. */
export const RecordkeepingView = z.object({
  incidentId: z.uuid(),
  current: RecordkeepingDecision.nullable(),
  history: z.array(RecordkeepingHistoryEntry),
});
export type RecordkeepingView = z.infer<typeof RecordkeepingView>;
