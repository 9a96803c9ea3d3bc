import type { RecordingOutcome } from '@hs/contracts';

/** The steps in the order of 29 CFR 1904.4-1904.11, then the outcome and the case's details. */
export const stepIds = [
  'work-related',
  'new-case',
  'general-criteria',
  'specific-cases',
  'outcome',
  'details',
] as const;
export type StepId = (typeof stepIds)[number];

export const stepTitles: Record<StepId, string> = {
  'work-related': 'Work-related',
  'new-case': 'New case',
  'general-criteria': 'General criteria',
  'specific-cases': 'Specific cases',
  outcome: 'Outcome',
  details: 'Case details',
};

/** The steps that apply: a case that is not work-related, or not new, goes straight to its outcome. */
export const stepsInView = (result: RecordingOutcome): StepId[] => {
  if (result.kind === 'not-recordable' && !result.workRelated) return ['work-related', 'outcome', 'details'];
  if (result.kind === 'not-recordable' && result.because === 'not-new-case')
    return ['work-related', 'new-case', 'outcome', 'details'];
  return [...stepIds];
};

const generalAnswers = ['death', 'daysAway', 'restrictedWork', 'noTreatment', 'firstAid', 'medicalTreatment'];
const generalAnswersToo = ['lossOfConsciousness', 'significantDiagnosis'];
const outcomeFields = ['recordable', 'outcome', 'departureReason', 'caseType', 'dateOfDeath', 'daysAway'];

/** The step holding a field the form or the server refused (`answers.newCase`, `caseType`). */
export const stepOfField = (field: string): StepId => {
  const [head = '', answer = ''] = field.split('.');
  if (head === 'answers') {
    if (answer === 'workEnvironmentEvent' || answer === 'exception') return 'work-related';
    if (answer === 'newCase') return 'new-case';
    if ([...generalAnswers, ...generalAnswersToo].includes(answer)) return 'general-criteria';
    return 'specific-cases';
  }
  if ([...outcomeFields, 'daysRestricted', 'privacyCase', 'neutralDescription'].includes(head))
    return 'outcome';
  return 'details';
};
