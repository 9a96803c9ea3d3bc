import { noAnswers, type RecordingAnswers } from './recording-answers.ts';
import type { CaseOutcome, WorkRelatednessException } from './recordkeeping.vocabulary.ts';

/** The part of a decision the guided answers lead to. */
export type DecisionOutline = {
  workRelated: boolean;
  workRelatednessException?: WorkRelatednessException | null | undefined;
  newCase?: boolean | undefined;
  recordable: boolean;
  outcome: CaseOutcome | null;
};

/**
 * The fewest answers that lead to a decision, for decisions recorded without the guided steps (the
 * demo data and the tests): a recordable case without days by "other treatment" off the first-aid
 * list, a case that is not recordable with no treatment at all.
 */
export const plainAnswersFor = (d: DecisionOutline): RecordingAnswers => {
  const exception = d.workRelatednessException ?? null;
  if (!d.workRelated)
    return exception === null
      ? { ...noAnswers, workEnvironmentEvent: false }
      : { ...noAnswers, workEnvironmentEvent: true, exception };
  const newCase = d.newCase ?? true;
  const workRelated = { ...noAnswers, workEnvironmentEvent: true, exception: 'none' as const, newCase };
  if (!newCase) return workRelated;
  const outcome = d.recordable ? d.outcome : null;
  return {
    ...workRelated,
    death: outcome === 'death',
    daysAway: outcome === 'days-away',
    restrictedWork: outcome === 'job-transfer-restriction',
    noTreatment: outcome !== 'other-recordable',
    medicalTreatment: outcome === 'other-recordable' ? ['other-treatment'] : [],
    lossOfConsciousness: false,
    significantDiagnosis: false,
    needlestick: false,
    medicalRemoval: false,
    hearingTest: false,
    tuberculosis: false,
  };
};
