import { z } from 'zod';
import {
  caseOutcomes,
  caseTypes,
  employeeSexes,
  MAX_CASE_DAYS,
  privacyCaseKinds,
  workRelatednessExceptions,
} from '@hs/domain/vocabulary';
import { boundedDate, text } from './bounds.ts';
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
const days = z.number().int().min(0).max(MAX_CASE_DAYS);

/** The Form 301 items the employee record does not hold; a decision recorded before them reads them as null. */
export const Form301Details = z.strictObject({
  employeeStreet: text(200).nullable().default(null),
  employeeCity: text(100).nullable().default(null),
  employeeState: text(2).nullable().default(null),
  employeeZip: text(10).nullable().default(null),
  employeeDateOfBirth: boundedDate().nullable().default(null),
  employeeDateHired: boundedDate().nullable().default(null),
  employeeSex: EmployeeSex.nullable().default(null),
  physicianName: text(120).nullable().default(null),
  treatmentFacility: text(200).nullable().default(null),
  facilityStreet: text(200).nullable().default(null),
  facilityCity: text(100).nullable().default(null),
  facilityState: text(2).nullable().default(null),
  facilityZip: text(10).nullable().default(null),
  timeBeganWork: text(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM')
    .nullable()
    .default(null),
});
export type Form301Details = z.infer<typeof Form301Details>;

/** The decision itself, as stored and as shown (Form 301 fields included). */
export const RecordkeepingDecision = z.strictObject({
  workRelated: z.boolean(),
  workRelatednessException: WorkRelatednessException.nullable().default(null),
  newCase: z.boolean().default(true),
  recordable: z.boolean(),
  outcome: CaseOutcome.nullable(),
  daysAway: days.default(0),
  daysRestricted: days.default(0),
  caseType: CaseType.nullable(),
  privacyCase: PrivacyCaseKind.nullable().default(null),
  /** What the log and OSHA's files say of a privacy case instead of its own words (1904.29(b)(9)). */
  neutralDescription: text(200).nullable().default(null),
  jobTitle: text(100).nullable().default(null),
  dateOfDeath: boundedDate().nullable().default(null),
  /** What the injury or illness was ("Laceration"), beside the body part. */
  natureOfInjury: text(200).nullable().default(null),
  bodyPart: text(200).nullable().default(null),
  activityBefore: text(2000).nullable().default(null),
  whatHappened: text(2000).nullable().default(null),
  objectOrSubstance: text(500).nullable().default(null),
  treatedInEmergencyRoom: z.boolean().default(false),
  hospitalizedOvernight: z.boolean().default(false),
  ...Form301Details.shape,
  amputationOrLossOfEye: z.boolean().default(false),
  /** The guided decision's answers; null on decisions recorded before them. */
  answers: RecordingAnswers.nullable().default(null),
  /** Why the outcome differs from the one the answers lead to (required then, dropped otherwise). */
  departureReason: text(1000).nullable().default(null),
});
export type RecordkeepingDecision = z.infer<typeof RecordkeepingDecision>;

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
