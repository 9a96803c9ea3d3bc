import { z } from 'zod';
import { firstAidItems, medicalTreatmentItems, workRelatednessExceptions } from '@hs/domain/recording';

// One rule for the screen and the server: the client shows the outcome the server will recompute.
export {
  firstAidItems,
  medicalTreatmentItems,
  workRelatednessExceptions,
  audiogramEars,
  audiogramTests,
  audiogramFrequencies,
  recordingOutcome,
  earHearing,
  noAnswers,
  blankAudiogram,
  type RecordingOutcome,
  type RecordingCriterion,
  type NotRecordableBecause,
  type AnswerProblem,
  type EarHearing,
} from '@hs/domain/recording';

export const FirstAidItem = z.enum(firstAidItems);
export type FirstAidItem = z.infer<typeof FirstAidItem>;
export const MedicalTreatmentItem = z.enum(medicalTreatmentItems);
export type MedicalTreatmentItem = z.infer<typeof MedicalTreatmentItem>;

/** A hearing threshold in dB HL, as audiometers report it; null until entered. */
const threshold = z.number().int().min(-10).max(120).nullable().default(null);
const Thresholds = z.strictObject({ hz2000: threshold, hz3000: threshold, hz4000: threshold });
const EarAudiogram = z.strictObject({ baseline: Thresholds, current: Thresholds });
export const Audiogram = z.strictObject({ left: EarAudiogram, right: EarAudiogram });
export type Audiogram = z.infer<typeof Audiogram>;

const answer = z.boolean().nullable().default(null);

/**
 * The guided decision's answers (29 CFR 1904.4-1904.11). Null is "not answered": the server names
 * each answer the steps that apply still want (`answers.newCase`) and refuses the decision.
 */
export const RecordingAnswers = z.strictObject({
  workEnvironmentEvent: answer,
  exception: z
    .enum([...workRelatednessExceptions, 'none'])
    .nullable()
    .default(null),
  newCase: answer,
  death: answer,
  daysAway: answer,
  restrictedWork: answer,
  noTreatment: z.boolean().default(false),
  firstAid: z.array(FirstAidItem).max(firstAidItems.length).default([]),
  medicalTreatment: z.array(MedicalTreatmentItem).max(medicalTreatmentItems.length).default([]),
  lossOfConsciousness: answer,
  significantDiagnosis: answer,
  needlestick: answer,
  medicalRemoval: answer,
  hearingTest: answer,
  audiogram: Audiogram.nullable().default(null),
  tuberculosis: answer,
});
export type RecordingAnswers = z.infer<typeof RecordingAnswers>;
