import { attemptsLeft, type TrainingQuizAttempted } from '@hs/domain';
import type { SetQuizBody, TakeQuizBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';

/** Sets or replaces a course's quiz; attempts already made keep the questions they were asked. */
export const setTrainingQuiz = async (
  store: EventStore,
  trainingId: string,
  body: SetQuizBody,
  context: CommandContext,
) => {
  const { result } = await decideWithRetry(
    store,
    trainingId,
    { type: 'SetTrainingQuiz', data: body, metadata: context.command },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/** Grades the signed-in person's answers; a pass records their completion with the score. */
export const takeTrainingQuiz = async (
  store: EventStore,
  trainingId: string,
  body: TakeQuizBody,
  context: CommandContext,
) => {
  const { result, events, state } = await decideWithRetry(
    store,
    trainingId,
    { type: 'TakeTrainingQuiz', data: body, metadata: context.command },
    context,
  );
  const attempt = events.find((e): e is TrainingQuizAttempted => e.type === 'TrainingQuizAttempted')!.data;
  return {
    consistencyToken: result ? formatPosition(result.position) : null,
    correct: attempt.correct,
    total: attempt.questions.length,
    score: attempt.score,
    passMark: attempt.passMark,
    passed: attempt.passed,
    attemptsLeft: state.status === 'open' && !attempt.passed ? attemptsLeft(state, attempt.userId) : 0,
  };
};
