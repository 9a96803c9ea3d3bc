import {
  Form301Details,
  type DecideRecordkeepingBody,
  type IncidentDetail,
  type RecordkeepingDecision,
} from '@hs/contracts';
import type { FormRules } from '@/lib/use-contract-form';
import { privacyCaseProblem } from './privacy-case-rule';

/** The Form 301 items the employee record does not hold, empty until the safety team fills them. */
const form301Blank = Form301Details.parse({});

/** A Form 301 item typed as text (a date and a time included). */
export type Form301TextKey = Exclude<keyof Form301Details, 'employeeSex'>;

type YesNo = 'yes' | 'no';
const yesNoKeys = ['workRelated', 'newCase', 'recordable'] as const;
const checkKeys = ['treatedInEmergencyRoom', 'hospitalizedOvernight', 'amputationOrLossOfEye'] as const;
const choiceKeys = ['workRelatednessException', 'outcome', 'caseType', 'privacyCase', 'employeeSex'] as const;
const textKeys = [
  'jobTitle',
  'dateOfDeath',
  'neutralDescription',
  'natureOfInjury',
  'bodyPart',
  'activityBefore',
  'whatHappened',
  'objectOrSubstance',
  ...(Object.keys(Form301Details.shape).filter((key) => key !== 'employeeSex') as Form301TextKey[]),
] as const;

/** The fields as the controls hold them: yes/no selects, '' for no choice, days and texts as typed. */
export type RecordkeepingValues = Record<(typeof yesNoKeys)[number], YesNo> &
  Record<(typeof checkKeys)[number], boolean> &
  Record<(typeof choiceKeys)[number] | (typeof textKeys)[number], string> & {
    daysAway: string;
    daysRestricted: string;
    reason: string;
  };

const blank = (incident: IncidentDetail): RecordkeepingDecision => ({
  workRelated: incident.workRelated,
  workRelatednessException: null,
  newCase: true,
  recordable: true,
  outcome: null,
  daysAway: 0,
  daysRestricted: 0,
  caseType: null,
  privacyCase: null,
  neutralDescription: null,
  jobTitle: incident.employeePosition,
  dateOfDeath: null,
  natureOfInjury: null,
  bodyPart: null,
  activityBefore: null,
  whatHappened: null,
  objectOrSubstance: null,
  treatedInEmergencyRoom: false,
  hospitalizedOvernight: false,
  ...form301Blank,
  amputationOrLossOfEye: false,
});

/** The form's starting fields: the current decision, or a first one from the incident. */
export const recordkeepingValuesOf = (
  incident: IncidentDetail,
  current: RecordkeepingDecision | null,
): RecordkeepingValues => {
  const d = current ?? blank(incident);
  const values: Record<string, unknown> = {
    daysAway: String(d.daysAway),
    daysRestricted: String(d.daysRestricted),
    reason: '',
  };
  for (const key of yesNoKeys) values[key] = d[key] ? 'yes' : 'no';
  for (const key of checkKeys) values[key] = d[key];
  for (const key of [...choiceKeys, ...textKeys]) values[key] = d[key] ?? '';
  return values as RecordkeepingValues;
};

/** Days the form no longer shows (an outcome without days) are sent as none. */
const showsDays = (outcome: string) => outcome !== '' && outcome !== 'other-recordable';

const days = (shown: boolean, typed: string) => (!shown || typed.trim() === '' ? 0 : Number(typed));

/** The decision the fields say: empty choices and texts are null, texts go as typed (the server trims). */
export const decisionOf = (values: RecordkeepingValues): RecordkeepingDecision => {
  const d: Record<string, unknown> = {
    daysAway: days(showsDays(values.outcome), values.daysAway),
    daysRestricted: days(showsDays(values.outcome), values.daysRestricted),
  };
  for (const key of yesNoKeys) d[key] = values[key] === 'yes';
  for (const key of checkKeys) d[key] = values[key];
  for (const key of [...choiceKeys, ...textKeys]) d[key] = values[key] === '' ? null : values[key];
  return d as RecordkeepingDecision;
};

export const recordkeepingBodyOf = (values: RecordkeepingValues): DecideRecordkeepingBody => ({
  ...decisionOf(values),
  reason: values.reason.trim() || null,
});

/** Days alone change as the case goes on; anything else revises the decision and needs a reason. */
export const revises = (before: RecordkeepingDecision | null, after: RecordkeepingDecision) =>
  before !== null &&
  (Object.keys(after) as (keyof RecordkeepingDecision)[]).some(
    (key) => key !== 'daysAway' && key !== 'daysRestricted' && before[key] !== after[key],
  );

/** The decider's rules between fields, told before sending; the server checks them again. */
export const recordkeepingRules =
  (current: RecordkeepingDecision | null): FormRules<RecordkeepingValues> =>
  (values) => {
    const d = decisionOf(values);
    const reasons: Partial<Record<keyof RecordkeepingValues, string>> = {};
    if (!d.workRelated && !d.workRelatednessException) reasons.workRelatednessException = 'Required';
    if (d.recordable && !d.outcome) reasons.outcome = 'Required';
    if (d.recordable && !d.caseType) reasons.caseType = 'Required';
    if (d.recordable && d.outcome === 'death' && !d.dateOfDeath) reasons.dateOfDeath = 'Required';
    const privacy = privacyCaseProblem(d);
    if (privacy) reasons.privacyCase = privacy;
    if (revises(current, d) && !values.reason.trim()) reasons.reason = 'Say why the earlier decision changes';
    return reasons;
  };
