import type { DecideRecordkeepingBody } from '@hs/contracts';
import { answered } from './guided-answers.ts';

/** A recordable injury with no days away, as the safety team decides it; `overrides` make the case. */
export const recordableInjury = (overrides: Partial<DecideRecordkeepingBody> = {}): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'other-recordable',
    caseType: 'injury',
    jobTitle: 'Operator',
    bodyPart: 'Hand',
    activityBefore: 'Working',
    whatHappened: 'Hurt',
    objectOrSubstance: 'Tool',
    ...overrides,
  });
