import {
  Form301Details,
  recordingOutcome,
  type DecideRecordkeepingBody,
  type IncidentDetail,
  type RecordingAnswers,
  type RecordingOutcome,
  type RecordkeepingDecision,
} from '@hs/contracts';
import type { FormRules } from '@/lib/use-contract-form';
import { answersOf, answerValuesOf, type AnswerValues } from './guided/answer-values';
import { privacyCaseProblem } from './privacy-case-rule';

/** The Form 301 items the employee record does not hold, empty until the safety team fills them. */
const form301Blank = Form301Details.parse({});

/** A Form 301 item typed as text (a date and a time included). */
export type Form301TextKey = Exclude<keyof Form301Details, 'employeeSex'>;

type YesNo = 'yes' | 'no';
const yesNoKeys = ['recordable'] as const;
const checkKeys = ['treatedInEmergencyRoom', 'hospitalizedOvernight', 'amputationOrLossOfEye'] as const;
const choiceKeys = ['outcome', 'caseType', 'privacyCase', 'employeeSex'] as const;
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

/**
 * The fields as the controls hold them: yes/no selects, '' for no choice, days and texts as typed.
 * Recordable and the outcome are the officer's only on a departure from what the answers give.
 */
export type RecordkeepingValues = Record<(typeof yesNoKeys)[number], YesNo> &
  Record<(typeof checkKeys)[number], boolean> &
  Record<(typeof choiceKeys)[number] | (typeof textKeys)[number], string> & {
    daysAway: string;
    daysRestricted: string;
    reason: string;
    answers: AnswerValues;
    departs: boolean;
    departureReason: string;
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
  answers: null,
  departureReason: null,
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
    answers: answerValuesOf(d.answers),
    departs: d.departureReason !== null,
    departureReason: d.departureReason ?? '',
  };
  for (const key of yesNoKeys) values[key] = d[key] ? 'yes' : 'no';
  for (const key of checkKeys) values[key] = d[key];
  for (const key of [...choiceKeys, ...textKeys]) values[key] = d[key] ?? '';
  return values as RecordkeepingValues;
};

/** Days the form no longer shows (an outcome without days) are sent as none. */
const showsDays = (outcome: string) => outcome !== '' && outcome !== 'other-recordable';

const days = (shown: boolean, typed: string) => (!shown || typed.trim() === '' ? 0 : Number(typed));

/** The outcome the answers lead to, as the screen shows it and the server recomputes it. */
export const outcomeOfValues = (values: RecordkeepingValues): RecordingOutcome =>
  recordingOutcome(answersOf(values.answers));

/** Work-relatedness (1904.5) and "new case" (1904.6) as the answers give them, answered or not yet. */
const fromAnswers = (answers: RecordingAnswers, result: RecordingOutcome) => {
  const workRelated =
    result.kind === 'incomplete'
      ? answers.workEnvironmentEvent === true && answers.exception === 'none'
      : result.kind === 'recordable' || result.workRelated;
  const exception = answers.exception === 'none' ? null : answers.exception;
  return {
    workRelated,
    workRelatednessException: workRelated ? null : exception,
    newCase: answers.newCase ?? true,
  };
};

/** The decision the fields say: empty choices and texts are null, texts go as typed (the server trims). */
export const decisionOf = (values: RecordkeepingValues): RecordkeepingDecision => {
  const answers = answersOf(values.answers);
  const result = recordingOutcome(answers);
  const computedOutcome = result.kind === 'recordable' ? result.outcome : null;
  const outcome = values.departs ? values.outcome : (computedOutcome ?? '');
  const d: Record<string, unknown> = {
    ...fromAnswers(answers, result),
    daysAway: days(showsDays(outcome), values.daysAway),
    daysRestricted: days(showsDays(outcome), values.daysRestricted),
    answers,
    departureReason: values.departs && values.departureReason.trim() ? values.departureReason : null,
  };
  for (const key of checkKeys) d[key] = values[key];
  for (const key of [...choiceKeys, ...textKeys]) d[key] = values[key] === '' ? null : values[key];
  d.recordable = values.departs ? values.recordable === 'yes' : result.kind === 'recordable';
  d.outcome = outcome === '' ? null : outcome;
  return d as RecordkeepingDecision;
};

export const recordkeepingBodyOf = (values: RecordkeepingValues): DecideRecordkeepingBody => {
  const decision = decisionOf(values);
  return { ...decision, answers: answersOf(values.answers), reason: values.reason.trim() || null };
};

/** JSON with sorted keys: answers built here and answers read back from the server compare equal. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Days alone change as the case goes on; anything else revises the decision and needs a reason.
 * Answers given for the first time to a decision recorded before them revise nothing by themselves.
 */
export const revises = (before: RecordkeepingDecision | null, after: RecordkeepingDecision) =>
  before !== null &&
  (Object.keys(after) as (keyof RecordkeepingDecision)[]).some((key) =>
    key === 'answers'
      ? before.answers !== null && stable(before.answers) !== stable(after.answers)
      : key !== 'daysAway' && key !== 'daysRestricted' && before[key] !== after[key],
  );

const answerProblemWords = {
  unanswered: 'Required',
  'no-treatment-and-treatment': 'Untick "no treatment", or the treatments',
  'removal-without-days': 'Answer days away or restricted work: a medical removal is one of them (1904.9(b))',
} as const;

/** The decider's rules between fields, told before sending; the server checks them again. */
export const recordkeepingRules =
  (current: RecordkeepingDecision | null): FormRules<RecordkeepingValues> =>
  (values) => {
    const d = decisionOf(values);
    const reasons: Record<string, string> = {};
    const result = outcomeOfValues(values);
    if (result.kind === 'incomplete')
      for (const { field, problem } of result.problems)
        reasons[`answers.${field}`] = answerProblemWords[problem];
    if (values.departs && !values.departureReason.trim())
      reasons.departureReason = 'Say why the outcome differs';
    if (d.recordable && !d.outcome) reasons.outcome = 'Required';
    if (d.recordable && !d.caseType) reasons.caseType = 'Required';
    if (d.recordable && d.outcome === 'death' && !d.dateOfDeath) reasons.dateOfDeath = 'Required';
    const privacy = privacyCaseProblem(d);
    if (privacy) reasons.privacyCase = privacy;
    if (revises(current, d) && !values.reason.trim()) reasons.reason = 'Say why the earlier decision changes';
    return reasons as ReturnType<FormRules<RecordkeepingValues>>;
  };
