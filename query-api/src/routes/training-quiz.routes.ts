import {
  QuizAttempt,
  QuizAttemptsQuery,
  QuizCourses,
  QuizKey,
  QuizToTake,
  routePattern,
  TrainingIdParams,
  trainingQuizRoutes as paths,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import { quizAttempts, quizCourses, quizKey, quizToTake } from '@hs/read-models/training-quizzes/queries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';

/** Course quizzes: anyone reads a quiz to take (never its answers); the safety team the rest. */
export const trainingQuizQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = waitForConsistency(
    deps.tracker,
    ['training-quizzes', 'trainings', 'training-matrix', 'employees'],
    deps.consistencyWaitMs,
  );
  const noQuiz = () => new HttpProblem(404, 'Not found', 'This course has no quiz.');

  app.get(
    routePattern(paths.quiz, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'The course quiz as the signed-in person takes it: questions and options, no answers',
        params: TrainingIdParams,
        response: { 200: QuizToTake },
      },
    },
    async (request) => {
      const quiz = await quizToTake(pool, request.params.id, request.user!.userId, deps.today());
      if (!quiz) throw noQuiz();
      return quiz;
    },
  );

  app.get(
    routePattern(paths.key, ':id'),
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'The course and its current quiz with the correct options, to edit it',
        params: TrainingIdParams,
        response: { 200: QuizKey },
      },
    },
    async (request) => {
      const key = await quizKey(pool, request.params.id);
      if (!key) throw new HttpProblem(404, 'Not found', 'No such training.');
      return key;
    },
  );

  app.get(
    routePattern(paths.attempts, ':id'),
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary:
          'Attempts at the course quiz, as asked and answered, newest first; userId narrows to one person',
        params: TrainingIdParams,
        querystring: QuizAttemptsQuery,
        response: { 200: z.array(QuizAttempt) },
      },
    },
    async (request) => quizAttempts(pool, request.params.id, request.query.userId),
  );

  app.get(
    paths.courses,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'The courses completed by passing a quiz',
        response: { 200: QuizCourses },
      },
    },
    async () => quizCourses(pool),
  );
};
