import {
  audiogramEars as ears,
  audiogramFrequencies as frequencies,
  audiogramTests as tests,
  type FirstAidItem,
  type MedicalTreatmentItem,
  type RecordingAnswers,
  type WorkRelatednessException,
} from '@hs/contracts';

/** A question as the radios hold it: '' until one is chosen, so nothing is preselected. */
export type YesNoValue = '' | 'yes' | 'no';

const yesNoKeys = [
  'workEnvironmentEvent',
  'newCase',
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
export type YesNoKey = (typeof yesNoKeys)[number];

type ThresholdValues = { hz2000: string; hz3000: string; hz4000: string };
type EarValues = { baseline: ThresholdValues; current: ThresholdValues };
export type AudiogramValues = { left: EarValues; right: EarValues };

/** The answers as the controls hold them: radios as '', 'yes' or 'no', audiogram values as typed. */
export type AnswerValues = Record<YesNoKey, YesNoValue> & {
  exception: '' | WorkRelatednessException | 'none';
  noTreatment: boolean;
  firstAid: FirstAidItem[];
  medicalTreatment: MedicalTreatmentItem[];
  audiogram: AudiogramValues;
};

export { ears, tests, frequencies };

const mapAudiogram = <From, To>(
  audiogram: Record<
    (typeof ears)[number],
    Record<(typeof tests)[number], Record<(typeof frequencies)[number], From>>
  >,
  map: (value: From) => To,
) =>
  Object.fromEntries(
    ears.map((ear) => [
      ear,
      Object.fromEntries(
        tests.map((test) => [
          test,
          Object.fromEntries(frequencies.map((hz) => [hz, map(audiogram[ear][test][hz])])),
        ]),
      ),
    ]),
  );

const blankEar = () => ({
  baseline: { hz2000: '', hz3000: '', hz4000: '' },
  current: { hz2000: '', hz3000: '', hz4000: '' },
});

/** The controls' starting answers: the stored ones, or none chosen. */
export const answerValuesOf = (answers: RecordingAnswers | null): AnswerValues => {
  const values: Record<string, unknown> = {
    exception: answers?.exception ?? '',
    noTreatment: answers?.noTreatment ?? false,
    firstAid: answers?.firstAid ?? [],
    medicalTreatment: answers?.medicalTreatment ?? [],
    audiogram: answers?.audiogram
      ? mapAudiogram(answers.audiogram, (db) => (db === null ? '' : String(db)))
      : { left: blankEar(), right: blankEar() },
  };
  for (const key of yesNoKeys) {
    const answer = answers?.[key] ?? null;
    values[key] = answer === null ? '' : answer ? 'yes' : 'no';
  }
  return values as AnswerValues;
};

/** A typed threshold in dB, or null while empty or not a whole number (the server names it then). */
const decibels = (typed: string): number | null =>
  /^-?\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : null;

/** The answers the controls say, unanswered as null: what the outcome is drawn from and what is sent. */
export const answersOf = (values: AnswerValues): RecordingAnswers => {
  const answers: Record<string, unknown> = {
    exception: values.exception === '' ? null : values.exception,
    noTreatment: values.noTreatment,
    // A lone checkbox answers `false` rather than a list when react-hook-form has only one in view.
    firstAid: Array.isArray(values.firstAid) ? values.firstAid : [],
    medicalTreatment: Array.isArray(values.medicalTreatment) ? values.medicalTreatment : [],
    audiogram: values.hearingTest === 'yes' ? mapAudiogram(values.audiogram, decibels) : null,
  };
  for (const key of yesNoKeys) answers[key] = values[key] === '' ? null : values[key] === 'yes';
  return answers as RecordingAnswers;
};
