import {
  CommandResponse,
  QuizResult,
  routePattern,
  SetQuizBody,
  TakeQuizBody,
  TrainingIdParams,
  trainingQuizRoutes as paths,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { setTrainingQuiz, takeTrainingQuiz } from '../trainings/training-quiz.ts';

/** Course quizzes: the safety team sets them; whoever registered takes them, graded here. */
export const trainingQuizRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { store, clock }) => {
  app.put(
    routePattern(paths.quiz, ':id'),
    {
      config: { access: 'officer' },
      schema: {
        tags: ['trainings'],
        summary: "Set or replace an online course's quiz: questions, pass mark, attempts allowed",
        params: TrainingIdParams,
        body: SetQuizBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await setTrainingQuiz(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );

  app.post(
    routePattern(paths.attempts, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags: ['trainings'],
        summary: 'Submit answers to the course quiz; a pass records the completion with the score',
        params: TrainingIdParams,
        body: TakeQuizBody,
        response: { 200: QuizResult },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await takeTrainingQuiz(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
};
