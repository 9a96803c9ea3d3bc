import { DomainError } from '../shared/domain-error.ts';
import { recordingOutcome, type AnswerProblem, type RecordingOutcome } from './recording-outcome.ts';
import type { RecordkeepingDecision } from './recordkeeping.decision.ts';

const contradictions: Record<Exclude<AnswerProblem['problem'], 'unanswered'>, string> = {
  'no-treatment-and-treatment': '"No treatment" cannot go with a treatment ticked.',
  'removal-without-days':
    'A medical removal is recorded as days away or as restricted work (1904.9(b)): answer which.',
};

/** The outcome the answers lead to, or the reason they do not lead to one (fields named `answers.<path>`). */
export const outcomeOfAnswers = (
  d: RecordkeepingDecision,
): Exclude<RecordingOutcome, { kind: 'incomplete' }> => {
  if (d.answers === null)
    throw new DomainError('MissingRequiredInformation', 'Answer the recording questions (1904.4-1904.11).', [
      'answers',
    ]);
  const result = recordingOutcome(d.answers);
  if (result.kind !== 'incomplete') return result;
  const unanswered = result.problems.filter((p) => p.problem === 'unanswered');
  if (unanswered.length > 0)
    throw new DomainError(
      'MissingRequiredInformation',
      'Answer every question of the steps that apply.',
      unanswered.map((p) => `answers.${p.field}`),
    );
  const [first] = result.problems as [AnswerProblem & { problem: keyof typeof contradictions }];
  throw new DomainError('RecordkeepingInconsistent', contradictions[first.problem], [
    `answers.${first.field}`,
  ]);
};

/** Work-relatedness and "new case" follow from the answers: a decision saying otherwise is refused. */
export const checkMatchesAnswers = (
  d: RecordkeepingDecision,
  result: ReturnType<typeof outcomeOfAnswers>,
) => {
  const inconsistent = (message: string, field: string) =>
    new DomainError('RecordkeepingInconsistent', message, [field]);
  const workRelated = result.kind === 'recordable' || result.workRelated;
  if (d.workRelated !== workRelated)
    throw inconsistent('Work-relatedness follows from the 1904.5 answers.', 'workRelated');
  const exception = result.kind === 'not-recordable' ? result.exception : null;
  if (!d.workRelated && d.workRelatednessException !== exception)
    throw inconsistent('The exception is the one answered under 1904.5(b)(2).', 'workRelatednessException');
  if (d.workRelated && d.newCase !== d.answers?.newCase)
    throw inconsistent('Whether it is a new case follows from the 1904.6 answer.', 'newCase');
};

/** Whether the decision's outcome differs from the one the answers lead to. */
export const departsFromAnswers = (d: RecordkeepingDecision, result: ReturnType<typeof outcomeOfAnswers>) =>
  result.kind === 'recordable' ? !d.recordable || d.outcome !== result.outcome : d.recordable;
