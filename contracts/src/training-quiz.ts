import { z } from 'zod';
import { QUIZ_LIMITS } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

export { QUIZ_LIMITS };
const L = QUIZ_LIMITS;

/** One question as the safety team sets it: 2-6 options and the index of the correct one. */
export const QuizQuestion = z.strictObject({
  text: text(L.textMax).min(1, 'Write the question'),
  options: z
    .array(text(L.optionMax).min(1, 'Write the option or remove it'))
    .min(L.optionsMin, 'A question has 2 to 6 options')
    .max(L.optionsMax, 'A question has 2 to 6 options'),
  correctOption: z
    .number()
    .int()
    .min(0, 'Mark exactly one option as correct')
    .max(L.optionsMax - 1, 'Mark exactly one option as correct'),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** PUT /api/trainings/:id/quiz (safety team): sets or replaces an online course's quiz. */
export const SetQuizBody = z.strictObject({
  questions: z.array(QuizQuestion).min(1, 'Add at least one question').max(L.questionsMax),
  passMark: z.number().int().min(1).max(100),
  attemptsAllowed: z.number().int().min(L.attemptsMin).max(L.attemptsMax),
});
export type SetQuizBody = z.infer<typeof SetQuizBody>;

/** POST /api/trainings/:id/quiz/attempts: the option index chosen for each question, in order. */
export const TakeQuizBody = z.strictObject({
  // Bounded as every number a read model stores; versions come one per change of the quiz.
  quizVersion: z.number().int().min(1).max(1_000_000),
  answers: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(L.optionsMax - 1),
    )
    .max(L.questionsMax),
});
export type TakeQuizBody = z.infer<typeof TakeQuizBody>;

/** The server's grading of a submitted attempt. */
export const QuizResult = z.object({
  consistencyToken: z.string().nullable(),
  correct: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  attemptsLeft: z.number().int(),
});
export type QuizResult = z.infer<typeof QuizResult>;

export const QuizStatus = z.enum(['ready', 'completed', 'used-up', 'not-registered']);
export type QuizStatus = z.infer<typeof QuizStatus>;

/**
 * GET /api/trainings/:id/quiz: the quiz as the signed-in person takes it. The correct options are
 * never part of it: the server grades the answers.
 */
export const QuizToTake = z.object({
  trainingId: z.uuid(),
  title: z.string(),
  quizVersion: z.number().int(),
  passMark: z.number().int(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  status: QuizStatus,
  completedOn: z.string().nullable(),
  questions: z.array(z.object({ text: z.string(), options: z.array(z.string()) })),
});
export type QuizToTake = z.infer<typeof QuizToTake>;

/** GET /api/trainings/:id/quiz/key (safety team): the current quiz with its answers, to edit it. */
export const QuizKey = z.object({
  trainingId: z.uuid(),
  title: z.string(),
  type: z.enum(['online', 'inperson']),
  quiz: SetQuizBody.extend({ quizVersion: z.number().int(), questions: z.array(QuizQuestion) }).nullable(),
});
export type QuizKey = z.infer<typeof QuizKey>;

/** GET /api/trainings/:id/quiz/attempts (safety team): attempts as asked and answered, newest first. */
export const QuizAttemptsQuery = z.strictObject({ userId: z.uuid().optional() });
export const QuizAttempt = z.object({
  userId: z.uuid(),
  userName: z.string(),
  attempt: z.number().int(),
  quizVersion: z.number().int(),
  questions: z.array(QuizQuestion),
  answers: z.array(z.number().int()),
  correct: z.number().int(),
  score: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  takenAt: z.string(),
});
export type QuizAttempt = z.infer<typeof QuizAttempt>;

/** GET /api/training-quizzes: the courses that are completed by passing a quiz. */
export const QuizCourses = z.array(z.object({ trainingId: z.uuid() }));
export type QuizCourses = z.infer<typeof QuizCourses>;

const course = (id: string) => `/api/trainings/${encodeURIComponent(id)}/quiz`;
export const trainingQuizRoutes = {
  quiz: course,
  key: (id: string) => `${course(id)}/key`,
  attempts: (id: string) => `${course(id)}/attempts`,
  courses: '/api/training-quizzes',
} as const;
