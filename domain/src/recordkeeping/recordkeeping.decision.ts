import type {
  CaseOutcome,
  EmployeeSex,
  CaseType,
  PrivacyCaseKind,
  WorkRelatednessException,
} from './recordkeeping.vocabulary.ts';
import { sameValue } from '../shared/same-value.ts';
import { plainAnswersFor } from './plain-answers.ts';
import type { RecordingAnswers } from './recording-answers.ts';

/** The safety team's recordkeeping decision on one incident (29 CFR 1904.4-1904.7, Form 301 fields). */
export type RecordkeepingDecision = {
  workRelated: boolean;
  /** Why it is not work-related: required when workRelated is false, null otherwise. */
  workRelatednessException: WorkRelatednessException | null;
  newCase: boolean;
  recordable: boolean;
  /** Null when the case is not recordable. */
  outcome: CaseOutcome | null;
  daysAway: number;
  daysRestricted: number;
  caseType: CaseType | null;
  privacyCase: PrivacyCaseKind | null;
  /**
   * 1904.29(b)(9)-(b)(10): what the 300 log and OSHA's files say of a privacy case instead of its
   * own words, which could identify the person; null when none was entered.
   */
  neutralDescription: string | null;
  jobTitle: string | null;
  /** Required when the outcome is death. */
  dateOfDeath: string | null;
  // The medical details below are for the safety team only (privacy, item 8 of the OSHA work).
  /** What the injury or illness was ("Laceration"), Form 300 column F and Form 301 item 16. */
  natureOfInjury: string | null;
  bodyPart: string | null;
  activityBefore: string | null;
  whatHappened: string | null;
  objectOrSubstance: string | null;
  treatedInEmergencyRoom: boolean;
  hospitalizedOvernight: boolean;
  // Form 301 items the employee record does not hold; events recorded before them read as null.
  employeeStreet: string | null;
  employeeCity: string | null;
  employeeState: string | null;
  employeeZip: string | null;
  employeeDateOfBirth: string | null;
  employeeDateHired: string | null;
  employeeSex: EmployeeSex | null;
  physicianName: string | null;
  treatmentFacility: string | null;
  facilityStreet: string | null;
  facilityCity: string | null;
  facilityState: string | null;
  facilityZip: string | null;
  /** HH:MM, Form 301 item 12. */
  timeBeganWork: string | null;
  /** 1904.39(a)(2): an amputation or the loss of an eye, which OSHA must be told of within 24 hours. */
  amputationOrLossOfEye: boolean;
  /** The guided decision's answers (1904.4-1904.11); null on decisions recorded before them. */
  answers: RecordingAnswers | null;
  /** Why the outcome differs from the one the answers lead to; null when it does not. */
  departureReason: string | null;
};

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
 * The same fields as the contracts' Form301Details, listed again because domain imports only zod.
 */
export const form301Defaults = {
  employeeStreet: null,
  employeeCity: null,
  employeeState: null,
  employeeZip: null,
  employeeDateOfBirth: null,
  employeeDateHired: null,
  employeeSex: null,
  physicianName: null,
  treatmentFacility: null,
  facilityStreet: null,
  facilityCity: null,
  facilityState: null,
  facilityZip: null,
  timeBeganWork: null,
} as const satisfies Partial<RecordkeepingDecision>;

/** A stored decision whole: fields an older event lacks read as their defaults. */
export const storedDecision = (
  decision: Omit<RecordkeepingDecision, keyof typeof form301Defaults | keyof typeof decisionDefaults> &
    Partial<RecordkeepingDecision>,
): RecordkeepingDecision => ({ ...form301Defaults, ...decisionDefaults, ...decision });

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
