import { DomainError } from '../shared/domain-error.ts';
import type { RecordkeepingDecision } from './recordkeeping.decision.ts';

/** Form 301 items 3 and 4: an age outside these years at the injury is a typing mistake, not a person. */
export const MIN_AGE_AT_INJURY = 14;
export const MAX_AGE_AT_INJURY = 100;

export type EmployeeDateField = 'employeeDateOfBirth' | 'employeeDateHired';
export type EmployeeDateProblem = { field: EmployeeDateField; reason: string };

/** Whole years from `birth` to `day` (both YYYY-MM-DD): the age on that day. */
export const ageOn = (birth: string, day: string): number =>
  Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) - (day.slice(5) < birth.slice(5) ? 1 : 0);

/**
 * What is wrong with the employee's dates of birth and hire, checked against the day of the injury
 * or illness and, when given, today; the ITA check reads older decisions without a today.
 */
export const employeeDateProblems = (
  d: Pick<RecordkeepingDecision, EmployeeDateField>,
  injuryDate: string,
  today: string | null,
): EmployeeDateProblem[] => {
  const problems: EmployeeDateProblem[] = [];
  const birth = d.employeeDateOfBirth;
  const hired = d.employeeDateHired;
  if (birth !== null) {
    const age = ageOn(birth, injuryDate);
    if (today !== null && birth > today)
      problems.push({ field: 'employeeDateOfBirth', reason: 'The date of birth cannot be in the future.' });
    else if (birth > injuryDate)
      problems.push({
        field: 'employeeDateOfBirth',
        reason: 'The date of birth cannot be after the date of the injury or illness.',
      });
    else if (age < MIN_AGE_AT_INJURY || age > MAX_AGE_AT_INJURY)
      problems.push({
        field: 'employeeDateOfBirth',
        reason: `This date of birth makes the employee ${age} at the injury or illness; the age must be from ${MIN_AGE_AT_INJURY} to ${MAX_AGE_AT_INJURY}.`,
      });
  }
  if (hired !== null) {
    if (today !== null && hired > today)
      problems.push({ field: 'employeeDateHired', reason: 'The date hired cannot be in the future.' });
    else if (hired > injuryDate)
      problems.push({
        field: 'employeeDateHired',
        reason: 'The date hired cannot be after the date of the injury or illness.',
      });
    else if (birth !== null && hired < birth)
      problems.push({
        field: 'employeeDateHired',
        reason: 'The date hired cannot be before the date of birth.',
      });
  }
  return problems;
};

/** Refuses a decision whose dates of birth or hire cannot be right, naming the first such field. */
export const checkEmployeeDates = (
  d: Pick<RecordkeepingDecision, EmployeeDateField>,
  injuryDate: string,
  today: string,
): void => {
  const [first] = employeeDateProblems(d, injuryDate, today);
  if (first) throw new DomainError('DateOutOfRange', first.reason, [first.field]);
};
