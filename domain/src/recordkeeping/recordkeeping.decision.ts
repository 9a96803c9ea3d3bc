import { z } from 'zod';
import {
  caseOutcomes,
  caseTypes,
  employeeSexes,
  MAX_CASE_DAYS,
  privacyCaseKinds,
  workRelatednessExceptions,
} from './recordkeeping.vocabulary.ts';
import { boundedDate, text } from '../shared/bounds.ts';
import { sameValue } from '../shared/same-value.ts';
import { plainAnswersFor } from './plain-answers.ts';
import { RecordingAnswers } from './recording-answers.ts';

/** Days away and restricted together are capped at input (1904.7(b)(3)(vii)): what is stored is what the log shows. */
const days = z.number().int().min(0).max(MAX_CASE_DAYS);

/** The Form 301 items the employee record does not hold; a decision recorded before them reads them as null. */
export const Form301Details = z.strictObject({
  employeeStreet: text(200).nullable().default(null),
  employeeCity: text(100).nullable().default(null),
  employeeState: text(2).nullable().default(null),
  employeeZip: text(10).nullable().default(null),
  employeeDateOfBirth: boundedDate().nullable().default(null),
  employeeDateHired: boundedDate().nullable().default(null),
  employeeSex: z.enum(employeeSexes).nullable().default(null),
  physicianName: text(120).nullable().default(null),
  treatmentFacility: text(200).nullable().default(null),
  facilityStreet: text(200).nullable().default(null),
  facilityCity: text(100).nullable().default(null),
  facilityState: text(2).nullable().default(null),
  facilityZip: text(10).nullable().default(null),
  /** HH:MM, Form 301 item 12. */
  timeBeganWork: text(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM')
    .nullable()
    .default(null),
});
export type Form301Details = z.infer<typeof Form301Details>;

/**
 * The safety team's recordkeeping decision on one incident (29 CFR 1904.4-1904.7, Form 301 fields),
 * as the API takes it, the log stores it and the screens show it: the one schema its type comes from.
 */
export const RecordkeepingDecision = z.strictObject({
  workRelated: z.boolean(),
  /** Why it is not work-related: required when workRelated is false, null otherwise. */
  workRelatednessException: z.enum(workRelatednessExceptions).nullable().default(null),
  newCase: z.boolean().default(true),
  recordable: z.boolean(),
  /** Null when the case is not recordable. */
  outcome: z.enum(caseOutcomes).nullable(),
  daysAway: days.default(0),
  daysRestricted: days.default(0),
  caseType: z.enum(caseTypes).nullable(),
  privacyCase: z.enum(privacyCaseKinds).nullable().default(null),
  /**
   * 1904.29(b)(9)-(b)(10): what the 300 log and OSHA's files say of a privacy case instead of its
   * own words, which could identify the person; null when none was entered.
   */
  neutralDescription: text(200).nullable().default(null),
  jobTitle: text(100).nullable().default(null),
  /** Required when the outcome is death. */
  dateOfDeath: boundedDate().nullable().default(null),
  // The medical details below are for the safety team only (privacy, item 8 of the OSHA work).
  /** What the injury or illness was ("Laceration"), Form 300 column F and Form 301 item 16. */
  natureOfInjury: text(200).nullable().default(null),
  bodyPart: text(200).nullable().default(null),
  activityBefore: text(2000).nullable().default(null),
  whatHappened: text(2000).nullable().default(null),
  objectOrSubstance: text(500).nullable().default(null),
  treatedInEmergencyRoom: z.boolean().default(false),
  hospitalizedOvernight: z.boolean().default(false),
  ...Form301Details.shape,
  /** 1904.39(a)(2): an amputation or the loss of an eye, which OSHA must be told of within 24 hours. */
  amputationOrLossOfEye: z.boolean().default(false),
  /** The guided decision's answers (1904.4-1904.11); null on decisions recorded before them. */
  answers: RecordingAnswers.nullable().default(null),
  /** Why the outcome differs from the one the answers lead to (required then, dropped otherwise). */
  departureReason: text(1000).nullable().default(null),
});
export type RecordkeepingDecision = z.infer<typeof RecordkeepingDecision>;

export const decisionFields = [
  'workRelated',
  'workRelatednessException',
  'newCase',
  'recordable',
  'outcome',
  'daysAway',
  'daysRestricted',
  'caseType',
  'privacyCase',
  'neutralDescription',
  'jobTitle',
  'dateOfDeath',
  'natureOfInjury',
  'bodyPart',
  'activityBefore',
  'whatHappened',
  'objectOrSubstance',
  'treatedInEmergencyRoom',
  'hospitalizedOvernight',
  'employeeStreet',
  'employeeCity',
  'employeeState',
  'employeeZip',
  'employeeDateOfBirth',
  'employeeDateHired',
  'employeeSex',
  'physicianName',
  'treatmentFacility',
  'facilityStreet',
  'facilityCity',
  'facilityState',
  'facilityZip',
  'timeBeganWork',
  'amputationOrLossOfEye',
  'answers',
  'departureReason',
] as const satisfies readonly (keyof RecordkeepingDecision)[];
/** Fields added after decisions were first recorded: an older event reads them as these. */
export const decisionDefaults: Pick<
  RecordkeepingDecision,
  'amputationOrLossOfEye' | 'answers' | 'departureReason' | 'natureOfInjury' | 'neutralDescription'
> = {
  amputationOrLossOfEye: false,
  answers: null,
  departureReason: null,
  natureOfInjury: null,
  neutralDescription: null,
};

export type DecisionField = (typeof decisionFields)[number];

/** Days change as the case goes on: updating them alone needs no reason. */
export const dayFields: readonly DecisionField[] = ['daysAway', 'daysRestricted'];

export const changedFields = (before: RecordkeepingDecision, after: RecordkeepingDecision): DecisionField[] =>
  decisionFields.filter((field) => !sameValue(before[field], after[field]));

/**
 * The Form 301 fields added after the first decisions were stored: what an older event lacks.
 * Parsed on first use: the browser loads this module with its first page.
 */
let form301DefaultsParsed: Form301Details | undefined;
const form301Defaults = (): Form301Details => (form301DefaultsParsed ??= Form301Details.parse({}));

/** A stored decision whole: fields an older event lacks read as their defaults. */
export const storedDecision = (
  decision: Omit<RecordkeepingDecision, keyof Form301Details | keyof typeof decisionDefaults> &
    Partial<RecordkeepingDecision>,
): RecordkeepingDecision => ({ ...form301Defaults(), ...decisionDefaults, ...decision });

const outlinedDecision = (decision: Partial<RecordkeepingDecision>): RecordkeepingDecision =>
  storedDecision({
    workRelated: true,
    workRelatednessException: null,
    newCase: true,
    recordable: true,
    outcome: 'other-recordable',
    daysAway: 0,
    daysRestricted: 0,
    caseType: 'injury',
    privacyCase: null,
    jobTitle: null,
    dateOfDeath: null,
    bodyPart: null,
    activityBefore: null,
    whatHappened: null,
    objectOrSubstance: null,
    treatedInEmergencyRoom: false,
    hospitalizedOvernight: false,
    ...decision,
  });

/**
 * A decision on a work-related new case, recordable as an "other recordable" injury unless
 * `decision` says otherwise; the demo data and the tests name only what differs. Without answers of
 * its own it carries the plain answers that lead to it.
 */
export const caseDecision = (decision: Partial<RecordkeepingDecision>): RecordkeepingDecision => {
  const whole = outlinedDecision(decision);
  return { ...whole, answers: decision.answers === undefined ? plainAnswersFor(whole) : decision.answers };
};
