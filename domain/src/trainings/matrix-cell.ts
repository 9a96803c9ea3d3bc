import { departmentKey } from '../access/incident-access.ts';
import { daysAfter, heldThrough, standingOn } from './qualification.ts';
import type { TrainingRequirementDetails } from './training-requirement.events.ts';

/** A person as their employee record stands when the matrix is read. */
export type MatrixPerson = {
  id: string;
  role: string;
  department: string;
  position: string | null;
  /** The day they were registered: a new hire's grace counts from it. */
  registeredOn: string;
};

export type MatrixCell =
  | { state: 'not-required' }
  | { state: 'missing'; dueOn: string }
  | { state: 'held' | 'expiring' | 'expired'; completedOn: string; validThrough: string | null };

const sameText = (a: string | null, b: string) => a !== null && departmentKey(a) === departmentKey(b);

/**
 * Whether a requirement reaches a person as their record stands now, not as it stood when it was
 * set: whoever joins the role, department or job title later owes the course too.
 */
export const requirementReaches = (
  requirement: Pick<TrainingRequirementDetails, 'scope' | 'value'>,
  person: MatrixPerson,
): boolean => {
  switch (requirement.scope) {
    case 'role':
      return person.role === requirement.value;
    case 'department':
      return sameText(person.department, requirement.value);
    case 'position':
      return sameText(person.position, requirement.value);
    case 'person':
      return person.id === requirement.value;
  }
};

/**
 * One cell of the training matrix on the site's `today`: not required unless a requirement reaches
 * the person; otherwise their latest completion's standing, or missing (due at the end of the
 * shortest grace of the requirements that reach them).
 */
export const matrixCell = (input: {
  person: MatrixPerson;
  requirements: readonly Pick<TrainingRequirementDetails, 'scope' | 'value' | 'graceDays'>[];
  latestCompletion: string | null;
  /** The last day the latest completion's own evidence holds (a certificate's expiry), if it names one. */
  evidenceExpiresOn?: string | null;
  validityMonths: number | null;
  today: string;
  withinDays: number;
}): MatrixCell => {
  const reaching = input.requirements.filter((r) => requirementReaches(r, input.person));
  if (reaching.length === 0) return { state: 'not-required' };
  if (input.latestCompletion === null) {
    const grace = Math.min(...reaching.map((r) => r.graceDays));
    return { state: 'missing', dueOn: daysAfter(input.person.registeredOn, grace) };
  }
  const through = heldThrough(input.latestCompletion, input.validityMonths, input.evidenceExpiresOn);
  return {
    state: standingOn(through, input.today, input.withinDays),
    completedOn: input.latestCompletion,
    validThrough: through,
  };
};
