import { z } from 'zod';
import { workRelatednessExceptions } from './recordkeeping.vocabulary.ts';

/** 29 CFR 1904.7(b)(5)(ii)(A)-(N): the complete list of first aid; nothing else is first aid (b)(5)(iii). */
export const firstAidItems = [
  'non-prescription-medication',
  'tetanus-immunization',
  'wound-cleaning',
  'wound-covering',
  'hot-cold-therapy',
  'non-rigid-support',
  'transport-immobilization',
  'nail-drilling-blister-draining',
  'eye-patch',
  'eye-irrigation-swab',
  'splinter-simple-removal',
  'finger-guard',
  'massage',
  'fluids-for-heat-stress',
] as const;
export type FirstAidItem = (typeof firstAidItems)[number];

/** Treatments 1904.7(b)(5)(ii) names as medical treatment, and anything else off the first-aid list. */
export const medicalTreatmentItems = [
  'prescription-medication',
  'other-immunization',
  'wound-closing-device',
  'rigid-immobilization',
  'eye-foreign-body-removal',
  'foreign-material-complex-removal',
  'physical-therapy-chiropractic',
  'other-treatment',
] as const;
export type MedicalTreatmentItem = (typeof medicalTreatmentItems)[number];

/** An audiogram's ears, its two tests, and the frequencies 1904.10 averages. */
export const audiogramEars = ['left', 'right'] as const;
export const audiogramTests = ['baseline', 'current'] as const;
export const audiogramFrequencies = ['hz2000', 'hz3000', 'hz4000'] as const;

export const FirstAidItem = z.enum(firstAidItems);
export const MedicalTreatmentItem = z.enum(medicalTreatmentItems);

/** A hearing threshold in dB HL, as audiometers report it; null until entered. */
const threshold = z.number().int().min(-10).max(120).nullable().default(null);
/** Hearing thresholds in dB at the three frequencies 1904.10 averages. */
const Thresholds = z.strictObject({ hz2000: threshold, hz3000: threshold, hz4000: threshold });
export type Thresholds = z.infer<typeof Thresholds>;
const EarAudiogram = z.strictObject({ baseline: Thresholds, current: Thresholds });
export type EarAudiogram = z.infer<typeof EarAudiogram>;
export const Audiogram = z.strictObject({ left: EarAudiogram, right: EarAudiogram });
export type Audiogram = z.infer<typeof Audiogram>;

const answer = z.boolean().nullable().default(null);

/**
 * The answers of the guided recording decision, in the order of 1904.4-1904.11. Null is "not
 * answered": the server names each answer the steps that apply still want (`answers.newCase`) and
 * refuses the decision; questions after a step that ends it (not work-related, not new) stay null.
 */
export const RecordingAnswers = z.strictObject({
  /** 1904.5(a): an event or exposure in the work environment caused, contributed or aggravated. */
  workEnvironmentEvent: answer,
  /** 1904.5(b)(2): the exception that applies, or 'none'. */
  exception: z
    .enum([...workRelatednessExceptions, 'none'])
    .nullable()
    .default(null),
  /** 1904.6(a). */
  newCase: answer,
  // 1904.7(b)(2)-(b)(7), the general recording criteria.
  death: answer,
  daysAway: answer,
  restrictedWork: answer,
  /** Ticked when no treatment at all was given (observation, counselling and diagnosis are not treatment). */
  noTreatment: z.boolean().default(false),
  firstAid: z.array(FirstAidItem).max(firstAidItems.length).default([]),
  medicalTreatment: z.array(MedicalTreatmentItem).max(medicalTreatmentItems.length).default([]),
  lossOfConsciousness: answer,
  significantDiagnosis: answer,
  // 1904.8-1904.11, the specific cases.
  needlestick: answer,
  medicalRemoval: answer,
  /** 1904.10: whether an audiogram is part of the case; its values follow in `audiogram`. */
  hearingTest: answer,
  audiogram: Audiogram.nullable().default(null),
  tuberculosis: answer,
});
export type RecordingAnswers = z.infer<typeof RecordingAnswers>;

export const noAnswers: RecordingAnswers = {
  workEnvironmentEvent: null,
  exception: null,
  newCase: null,
  death: null,
  daysAway: null,
  restrictedWork: null,
  noTreatment: false,
  firstAid: [],
  medicalTreatment: [],
  lossOfConsciousness: null,
  significantDiagnosis: null,
  needlestick: null,
  medicalRemoval: null,
  hearingTest: null,
  audiogram: null,
  tuberculosis: null,
};

const blankThresholds: Thresholds = { hz2000: null, hz3000: null, hz4000: null };
export const blankAudiogram: Audiogram = {
  left: { baseline: blankThresholds, current: blankThresholds },
  right: { baseline: blankThresholds, current: blankThresholds },
};
