import {
  audiogramEars,
  audiogramFrequencies,
  audiogramTests,
  noAnswers,
  type Audiogram,
  type RecordingAnswers,
  type Thresholds,
} from './recording-answers.ts';
import type { CaseOutcome, WorkRelatednessException } from './recordkeeping.vocabulary.ts';

/** What one ear's audiograms say under 1904.10 (no age adjustment: 1904.10(b)(3) allows but does not require it). */
export type EarHearing = {
  baselineAverage: number;
  currentAverage: number;
  /** Current minus baseline average at 2000, 3000 and 4000 Hz. */
  shift: number;
  /** 1904.10(b)(1), 1910.95(g)(10)(i): an average change of 10 dB or more. */
  standardThresholdShift: boolean;
  /** 1904.10(a): the current average is 25 dB or more above audiometric zero. */
  atLeast25dB: boolean;
};

const sum = (t: Thresholds): number | null =>
  t.hz2000 === null || t.hz3000 === null || t.hz4000 === null ? null : t.hz2000 + t.hz3000 + t.hz4000;

/** One ear's shift, or null until its six values are entered. Sums are compared: no rounding decides. */
export const earHearing = (ear: Audiogram['left']): EarHearing | null => {
  const baseline = sum(ear.baseline);
  const current = sum(ear.current);
  if (baseline === null || current === null) return null;
  return {
    baselineAverage: baseline / 3,
    currentAverage: current / 3,
    shift: (current - baseline) / 3,
    standardThresholdShift: current - baseline >= 30,
    atLeast25dB: current >= 75,
  };
};

/** 1904.10(a): a standard threshold shift and 25 dB above audiometric zero in the same ear. */
export const hearingLossRecordable = (audiogram: Audiogram): boolean =>
  [earHearing(audiogram.left), earHearing(audiogram.right)].some(
    (ear) => ear !== null && ear.standardThresholdShift && ear.atLeast25dB,
  );

/** A recording criterion met, in the order of 1904.7(b)(2)-(b)(7) and 1904.8-1904.11. */
export const recordingCriteria = [
  'death',
  'days-away',
  'restricted-work',
  'medical-treatment',
  'loss-of-consciousness',
  'significant-diagnosis',
  'needlestick',
  'medical-removal',
  'hearing-loss',
  'tuberculosis',
] as const;
export type RecordingCriterion = (typeof recordingCriteria)[number];

/** Why a case is not recordable, at the first step of 1904.4(a) it fails. */
export type NotRecordableBecause =
  | 'no-work-environment-event'
  | 'work-relatedness-exception'
  | 'not-new-case'
  | 'first-aid-only'
  | 'no-criterion';

/** Where the answers are wanting: unanswered, or answers that contradict each other. */
export type AnswerProblem = {
  /** The answer's path below `answers`, as the API names it (`newCase`, `audiogram.left.current.hz2000`). */
  field: string;
  problem: 'unanswered' | 'no-treatment-and-treatment' | 'removal-without-days';
};

export type RecordingOutcome =
  | { kind: 'incomplete'; problems: AnswerProblem[] }
  | {
      kind: 'not-recordable';
      because: NotRecordableBecause;
      workRelated: boolean;
      exception: WorkRelatednessException | null;
    }
  | { kind: 'recordable'; outcome: CaseOutcome; criteria: RecordingCriterion[] };

const unanswered = (field: string): AnswerProblem => ({ field, problem: 'unanswered' });

const audiogramProblems = (audiogram: Audiogram | null): AnswerProblem[] => {
  if (audiogram === null) return [unanswered('audiogram')];
  return audiogramEars.flatMap((ear) =>
    audiogramTests.flatMap((test) =>
      audiogramFrequencies
        .filter((hz) => audiogram[ear][test][hz] === null)
        .map((hz) => unanswered(`audiogram.${ear}.${test}.${hz}`)),
    ),
  );
};

const yesNoCriteria = [
  'death',
  'daysAway',
  'restrictedWork',
  'lossOfConsciousness',
  'significantDiagnosis',
  'needlestick',
  'medicalRemoval',
  'hearingTest',
  'tuberculosis',
] as const;

/** The questions a work-related new case must answer, in step order. */
const criteriaProblems = (a: RecordingAnswers): AnswerProblem[] => {
  const problems = yesNoCriteria.filter((key) => a[key] === null).map(unanswered);
  const treated = a.firstAid.length + a.medicalTreatment.length > 0;
  if (!a.noTreatment && !treated) problems.push(unanswered('medicalTreatment'));
  if (a.noTreatment && treated)
    problems.push({ field: 'noTreatment', problem: 'no-treatment-and-treatment' });
  // 1904.9(b)(1): a medical removal is entered as days away or as restricted work.
  if (a.medicalRemoval && a.daysAway === false && a.restrictedWork === false)
    problems.push({ field: 'medicalRemoval', problem: 'removal-without-days' });
  if (a.hearingTest) problems.push(...audiogramProblems(a.audiogram));
  return problems;
};

const criteriaMet = (a: RecordingAnswers): RecordingCriterion[] => {
  const met: Record<RecordingCriterion, boolean> = {
    death: a.death === true,
    'days-away': a.daysAway === true,
    'restricted-work': a.restrictedWork === true,
    'medical-treatment': a.medicalTreatment.length > 0,
    'loss-of-consciousness': a.lossOfConsciousness === true,
    'significant-diagnosis': a.significantDiagnosis === true,
    needlestick: a.needlestick === true,
    'medical-removal': a.medicalRemoval === true,
    'hearing-loss': a.hearingTest === true && a.audiogram !== null && hearingLossRecordable(a.audiogram),
    tuberculosis: a.tuberculosis === true,
  };
  return recordingCriteria.filter((criterion) => met[criterion]);
};

/** 1904.7(b)(1): the most serious outcome; the specific cases without days are "other recordable". */
const classification = (a: RecordingAnswers): CaseOutcome =>
  a.death
    ? 'death'
    : a.daysAway
      ? 'days-away'
      : a.restrictedWork
        ? 'job-transfer-restriction'
        : 'other-recordable';

/**
 * The recording decision 1904.4(a) draws from the answers: work-related (1904.5), a new case
 * (1904.6), and a general criterion (1904.7) or a specific case (1904.8-1904.11).
 */
export const recordingOutcome = (a: RecordingAnswers): RecordingOutcome => {
  const notRecordable = (because: NotRecordableBecause, workRelated: boolean) =>
    ({
      kind: 'not-recordable',
      because,
      workRelated,
      exception: a.exception === null || a.exception === 'none' ? null : a.exception,
    }) as const;
  if (a.workEnvironmentEvent === null)
    return { kind: 'incomplete', problems: [unanswered('workEnvironmentEvent')] };
  if (!a.workEnvironmentEvent) return notRecordable('no-work-environment-event', false);
  if (a.exception === null) return { kind: 'incomplete', problems: [unanswered('exception')] };
  if (a.exception !== 'none') return notRecordable('work-relatedness-exception', false);
  if (a.newCase === null) return { kind: 'incomplete', problems: [unanswered('newCase')] };
  if (!a.newCase) return notRecordable('not-new-case', true);
  const problems = criteriaProblems(a);
  if (problems.length > 0) return { kind: 'incomplete', problems };
  const criteria = criteriaMet(a);
  if (criteria.length === 0)
    return notRecordable(a.firstAid.length > 0 ? 'first-aid-only' : 'no-criterion', true);
  return { kind: 'recordable', outcome: classification(a), criteria };
};

/**
 * The answers that count: those after a step that ends the decision are dropped, and audiogram
 * values only with a hearing test, so a stored decision never carries an answer nobody acted on.
 */
export const relevantAnswers = (a: RecordingAnswers): RecordingAnswers => {
  const { workEnvironmentEvent: _first, ...blankFrom } = noAnswers;
  if (a.workEnvironmentEvent !== true) return { ...a, ...blankFrom };
  const { exception: _exception, ...afterException } = blankFrom;
  if (a.exception !== 'none') return { ...a, ...afterException };
  const { newCase: _newCase, ...afterNewCase } = afterException;
  if (a.newCase !== true) return { ...a, ...afterNewCase };
  return { ...a, audiogram: a.hearingTest ? a.audiogram : null };
};
