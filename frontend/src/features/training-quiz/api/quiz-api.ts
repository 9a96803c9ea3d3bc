import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CommandResponse,
  QuizAttempt,
  QuizCourses,
  QuizKey,
  QuizResult,
  QuizToTake,
  trainingQuizRoutes,
  type SetQuizBody,
  type TakeQuizBody,
} from '@hs/contracts';
import { z } from 'zod';
import { getJson, sendJson } from '@/lib/http';
import { complianceKeys } from '@/lib/query-keys/compliance-keys';
import { trainingKeys } from '@/lib/query-keys/training-keys';

// Under the trainings' keys: a pass is a completion, which moves lists, the matrix and My Work.
const quizKeys = {
  all: [...trainingKeys.all, 'quiz'] as const,
  courses: () => [...trainingKeys.all, 'quiz', 'courses'] as const,
  toTake: (id: string) => [...trainingKeys.all, 'quiz', 'take', id] as const,
  key: (id: string) => [...trainingKeys.all, 'quiz', 'key', id] as const,
  attempts: (id: string) => [...trainingKeys.all, 'quiz', 'attempts', id] as const,
};

/** GET /api/trainings/:id/quiz: questions and options to answer; the answers stay on the server. */
export const quizToTakeQueryOptions = (trainingId: string) =>
  queryOptions({
    queryKey: quizKeys.toTake(trainingId),
    queryFn: ({ signal }) => getJson(trainingQuizRoutes.quiz(trainingId), QuizToTake, signal),
  });

/** GET /api/trainings/:id/quiz/key (safety team): the course and its quiz with the answers. */
export const quizKeyQueryOptions = (trainingId: string) =>
  queryOptions({
    queryKey: quizKeys.key(trainingId),
    queryFn: ({ signal }) => getJson(trainingQuizRoutes.key(trainingId), QuizKey, signal),
  });

/** GET /api/trainings/:id/quiz/attempts (safety team): every attempt, newest first. */
export const quizAttemptsQueryOptions = (trainingId: string) =>
  queryOptions({
    queryKey: quizKeys.attempts(trainingId),
    queryFn: ({ signal }) => getJson(trainingQuizRoutes.attempts(trainingId), z.array(QuizAttempt), signal),
  });

/** The ids of the courses completed by passing a quiz. */
export const useQuizCourses = (): ReadonlySet<string> => {
  const { data } = useQuery({
    queryKey: quizKeys.courses(),
    queryFn: ({ signal }) => getJson(trainingQuizRoutes.courses, QuizCourses, signal),
  });
  return new Set((data ?? []).map((c) => c.trainingId));
};

/** PUT /api/trainings/:id/quiz */
export const useSetQuiz = (trainingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetQuizBody) =>
      sendJson('PUT', trainingQuizRoutes.quiz(trainingId), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
};

/** POST /api/trainings/:id/quiz/attempts: graded by the server; a pass completes the course. */
export const useTakeQuiz = (trainingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeQuizBody) =>
      sendJson('POST', trainingQuizRoutes.attempts(trainingId), body, QuizResult),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
      ]),
  });
};
