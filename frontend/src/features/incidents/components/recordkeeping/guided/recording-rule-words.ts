import type {
  FirstAidItem,
  MedicalTreatmentItem,
  NotRecordableBecause,
  RecordingCriterion,
  RecordingOutcome,
  WorkRelatednessException,
} from '@hs/contracts';
import { outcomeLabels } from '@/features/incidents/recordkeeping-labels';

/** The section's page on osha.gov, where the officer reads the rule whole. */
export const sectionUrl = (section: string) =>
  `https://www.osha.gov/laws-regs/regulations/standardnumber/1904/1904.${section}`;

/** 1904.7(b)(5)(ii)(A)-(N), shortened: the letter lets the officer find the full text. */
export const firstAidLabels: Record<FirstAidItem, string> = {
  'non-prescription-medication': '(A) Non-prescription medication at non-prescription strength',
  'tetanus-immunization': '(B) Tetanus immunization',
  'wound-cleaning': '(C) Cleaning, flushing or soaking wounds on the skin surface',
  'wound-covering': '(D) Bandages, gauze pads, butterfly bandages or Steri-Strips',
  'hot-cold-therapy': '(E) Hot or cold therapy',
  'non-rigid-support': '(F) Non-rigid support: elastic bandages, wraps, non-rigid back belts',
  'transport-immobilization': '(G) Temporary immobilization while transporting the victim',
  'nail-drilling-blister-draining': '(H) Drilling a nail to relieve pressure, or draining a blister',
  'eye-patch': '(I) Eye patches',
  'eye-irrigation-swab': '(J) Foreign body removed from the eye by irrigation or a cotton swab only',
  'splinter-simple-removal':
    '(K) Splinters removed (not from the eye) by tweezers, swabs or other simple means',
  'finger-guard': '(L) Finger guards',
  massage: '(M) Massages',
  'fluids-for-heat-stress': '(N) Drinking fluids for relief of heat stress',
};

/** What 1904.7(b)(5)(ii) names as medical treatment in its parentheses, and what is off the list. */
export const medicalTreatmentLabels: Record<MedicalTreatmentItem, string> = {
  'prescription-medication':
    'Prescription medication, or a non-prescription one recommended at prescription strength',
  'other-immunization': 'Immunizations other than tetanus (e.g. hepatitis B, rabies)',
  'wound-closing-device': 'Sutures, staples, surgical glue or other wound-closing devices',
  'rigid-immobilization': 'Rigid splints, casts or other devices that immobilize (not for transport)',
  'eye-foreign-body-removal': 'Foreign body removed from the eye by other means than irrigation or a swab',
  'foreign-material-complex-removal': 'Splinters or foreign material removed by more than simple means',
  'physical-therapy-chiropractic': 'Physical therapy or chiropractic treatment',
  'other-treatment': 'Any other treatment not on the first-aid list',
};

/** 1904.5(b)(2)(i)-(ix), each as the rule words it. */
export const exceptionRuleWords: Record<WorkRelatednessException, string> = {
  'general-public':
    '(i) Present in the work environment as a member of the general public rather than as an employee',
  'non-work-symptoms':
    '(ii) Signs or symptoms that surface at work but result solely from a non-work-related event or exposure outside the work environment',
  'voluntary-wellness':
    '(iii) Solely from voluntary participation in a wellness program or a medical, fitness or recreational activity',
  'personal-food': '(iv) Solely from eating, drinking or preparing food or drink for personal consumption',
  'personal-tasks-off-hours':
    '(v) Solely from personal tasks, unrelated to the job, at the establishment outside assigned working hours',
  'grooming-self-medication-self-inflicted':
    '(vi) Solely from personal grooming, self-medication for a non-work-related condition, or intentionally self-inflicted',
  'commute-parking-lot':
    '(vii) A motor vehicle accident on a company parking lot or access road while commuting to or from work',
  'cold-or-flu': '(viii) The common cold or flu',
  'mental-illness-without-opinion':
    '(ix) A mental illness, unless the employee gives a licensed health care professional’s opinion that it is work-related',
};

const criterionWords: Record<RecordingCriterion, string> = {
  death: 'death (1904.7(b)(2))',
  'days-away': 'days away from work (1904.7(b)(3))',
  'restricted-work': 'restricted work or job transfer (1904.7(b)(4))',
  'medical-treatment': 'medical treatment beyond first aid (1904.7(b)(5))',
  'loss-of-consciousness': 'loss of consciousness (1904.7(b)(6))',
  'significant-diagnosis':
    'significant injury or illness diagnosed by a health care professional (1904.7(b)(7))',
  needlestick: 'needlestick or sharps injury with another person’s blood or OPIM (1904.8)',
  'medical-removal': 'medical removal under an OSHA standard (1904.9)',
  'hearing-loss': 'standard threshold shift with 25 dB or more in the same ear (1904.10)',
  tuberculosis: 'tuberculosis infection after exposure at work (1904.11)',
};

const notRecordableWords: Record<NotRecordableBecause, string> = {
  'no-work-environment-event': 'no event or exposure in the work environment (1904.5(a))',
  'work-relatedness-exception': 'an exception to work-relatedness applies (1904.5(b)(2))',
  'not-new-case': 'not a new case (1904.6)',
  'first-aid-only': 'first aid only (1904.7(b)(5)(ii))',
  'no-criterion': 'no general recording criterion or specific case applies (1904.4(a)(3))',
};

/** The outcome in one sentence with its reason, as the screen shows it. */
export const outcomeSentence = (result: RecordingOutcome): string => {
  if (result.kind === 'incomplete') return 'Answer the questions to see the outcome.';
  if (result.kind === 'not-recordable') return `Not recordable: ${notRecordableWords[result.because]}.`;
  const why = result.criteria.map((criterion) => criterionWords[criterion]).join('; ');
  return `Recordable: ${why}. Classified as ${outcomeLabels[result.outcome].toLowerCase()}.`;
};
