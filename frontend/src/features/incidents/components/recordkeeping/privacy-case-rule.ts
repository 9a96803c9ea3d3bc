import { illnessOnlyPrivacyCaseKinds, type PrivacyCaseKind, type RecordkeepingDecision } from '@hs/contracts';

const illnessOnly: readonly PrivacyCaseKind[] = illnessOnlyPrivacyCaseKinds;

/** Mental illness, an infection and an employee's request are illnesses (1904.29(b)(7)). */
export const isIllnessOnly = (kind: PrivacyCaseKind) => illnessOnly.includes(kind);

/** The server's rule, told before sending: such a privacy case is never an injury. */
export const privacyCaseProblem = (d: Pick<RecordkeepingDecision, 'privacyCase' | 'caseType'>) =>
  d.privacyCase !== null && d.caseType === 'injury' && isIllnessOnly(d.privacyCase)
    ? 'For illnesses only: choose an illness case type, or another kind'
    : null;
