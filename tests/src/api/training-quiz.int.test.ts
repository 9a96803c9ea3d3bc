import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trainingMatrixRoutes,
  trainingQuizRoutes,
  trainingRoutes,
  type QuizAttempt,
  type QuizToTake,
  type TrainingMatrix,
} from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

// Five questions; the second option is the correct one of each.
const questions = [1, 2, 3, 4, 5].map((n) => ({
  text: `Which label shows hazard ${n}?`,
  options: [`Label ${n}A`, `Label ${n}B`, `Label ${n}C`],
  correctOption: 1,
}));
const quiz = { questions, passMark: 80, attemptsAllowed: 2 };

let course: string, employeeId: string;

beforeAll(async () => {
  t = await startTestApp();
  t.setNow('2026-12-03T15:00:00.000Z');
  for (const user of ['admin', 'officer', 'employee']) cookies[user] = await t.signIn(user);
  employeeId = (await ok('employee', 'GET', '/api/session')).user.id;
  course = (
    await ok('admin', 'POST', trainingRoutes.trainings, {
      title: 'Hazard Communication',
      type: 'online',
      duration: '1 hour',
    })
  ).id;
  await ok('admin', 'POST', trainingMatrixRoutes.requirements, {
    trainingId: course,
    scope: 'person',
    value: employeeId,
    graceDays: 0,
  });
  await ok('employee', 'POST', trainingRoutes.enroll, { trainingId: course });
});
afterAll(async () => t.close());

const taken = () => ok('employee', 'GET', trainingQuizRoutes.quiz(course)) as Promise<QuizToTake>;

describe('setting a course quiz', () => {
  it('is refused to an employee: 403, nothing stored', async () => {
    const before = await t.eventCount();
    expect((await call('employee', 'PUT', trainingQuizRoutes.quiz(course), quiz)).status).toBe(403);
    expect((await call('employee', 'GET', trainingQuizRoutes.key(course))).status).toBe(403);
    expect((await call('employee', 'GET', trainingQuizRoutes.attempts(course))).status).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses a bad quiz with the field and the reason, and stores nothing', async () => {
    const before = await t.eventCount();
    const oneOption = await call('officer', 'PUT', trainingQuizRoutes.quiz(course), {
      ...quiz,
      questions: [{ text: 'Only one?', options: ['Yes'], correctOption: 0 }],
    });
    expect(oneOption.status).toBe(400);
    expect(oneOption.body.errors).toEqual([
      { field: 'questions.0.options', reason: expect.stringContaining('2 to 6 options') },
    ]);
    const noCorrect = await call('officer', 'PUT', trainingQuizRoutes.quiz(course), {
      ...quiz,
      questions: [{ text: 'Which?', options: ['A', 'B'], correctOption: 2 }],
    });
    expect(noCorrect.status).toBe(400);
    expect(noCorrect.body.errors).toEqual([
      { field: 'questions.0.correctOption', reason: 'Mark exactly one option as correct.' },
    ]);
    const attempts = await call('officer', 'PUT', trainingQuizRoutes.quiz(course), {
      ...quiz,
      attemptsAllowed: 11,
    });
    expect(attempts.status).toBe(400);
    expect(attempts.body.errors[0].field).toBe('attemptsAllowed');
    expect(await t.eventCount()).toBe(before);
    expect((await call('employee', 'GET', trainingQuizRoutes.quiz(course))).status).toBe(404);
  });

  it('is set by the safety officer and read back with its answers by the safety team', async () => {
    expect((await call('officer', 'PUT', trainingQuizRoutes.quiz(course), quiz)).status).toBe(200);
    const key = await ok('admin', 'GET', trainingQuizRoutes.key(course));
    expect(key.quiz).toEqual({ quizVersion: 1, ...quiz });
  });
});

describe('taking a course quiz', () => {
  it('sends the taker the questions and options but never the correct answers', async () => {
    const response = await call('employee', 'GET', trainingQuizRoutes.quiz(course));
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('correct');
    expect(response.body).toMatchObject({
      status: 'ready',
      passMark: 80,
      attemptsAllowed: 2,
      attemptsUsed: 0,
      questions: questions.map(({ text, options }) => ({ text, options })),
    });
  });

  it('no longer completes the course with a click', async () => {
    const click = await call('employee', 'POST', trainingRoutes.completions(course), {});
    expect(click.status).toBe(422);
    expect(click.body.detail).toBe('Pass the course quiz to complete it.');
  });

  it('grades a failing attempt on the server, uses an attempt and completes nothing', async () => {
    const failed = await ok('employee', 'POST', trainingQuizRoutes.attempts(course), {
      quizVersion: 1,
      answers: [1, 1, 1, 0, 0],
    });
    expect(failed).toMatchObject({ correct: 3, total: 5, score: 60, passed: false, attemptsLeft: 1 });
    expect(await taken()).toMatchObject({ status: 'ready', attemptsUsed: 1, completedOn: null });
  });

  it('passes at the pass mark with 4 of 5 and the matrix shows the course held', async () => {
    const passed = await ok('employee', 'POST', trainingQuizRoutes.attempts(course), {
      quizVersion: 1,
      answers: [1, 1, 1, 1, 0],
    });
    expect(passed).toMatchObject({ correct: 4, total: 5, score: 80, passed: true });
    expect(await taken()).toMatchObject({ status: 'completed', completedOn: '2026-12-03' });

    const matrix = (await ok('admin', 'GET', trainingMatrixRoutes.matrix)) as TrainingMatrix;
    const column = matrix.courses.findIndex((c) => c.id === course);
    const me = matrix.people.find((p) => p.id === employeeId)!;
    expect(me.cells[column]).toMatchObject({ state: 'held', completedOn: '2026-12-03' });
  });

  it('keeps the attempts as asked and answered for the safety team', async () => {
    const attempts = (await ok(
      'officer',
      'GET',
      `${trainingQuizRoutes.attempts(course)}?userId=${employeeId}`,
    )) as QuizAttempt[];
    expect(attempts.map((a) => [a.attempt, a.score, a.passed, a.answers])).toEqual([
      [2, 80, true, [1, 1, 1, 1, 0]],
      [1, 60, false, [1, 1, 1, 0, 0]],
    ]);
    expect(attempts[0]!.questions).toEqual(questions);
  });

  it('refuses a further attempt once used up, telling to contact the safety team', async () => {
    const other = (
      await ok('admin', 'POST', trainingRoutes.trainings, {
        title: 'Lockout',
        type: 'online',
        duration: '1 hour',
      })
    ).id;
    await ok('officer', 'PUT', trainingQuizRoutes.quiz(other), { ...quiz, attemptsAllowed: 1 });
    await ok('employee', 'POST', trainingRoutes.enroll, { trainingId: other });
    await ok('employee', 'POST', trainingQuizRoutes.attempts(other), {
      quizVersion: 1,
      answers: [0, 0, 0, 0, 0],
    });
    expect((await ok('employee', 'GET', trainingQuizRoutes.quiz(other))).status).toBe('used-up');
    const before = await t.eventCount();
    const refused = await call('employee', 'POST', trainingQuizRoutes.attempts(other), {
      quizVersion: 1,
      answers: [1, 1, 1, 1, 1],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('Contact the safety team');
    expect(await t.eventCount()).toBe(before);
  });
});
