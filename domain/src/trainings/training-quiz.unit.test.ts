import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TrainingCommand } from './training.decider.ts';
import type { QuizQuestion } from './training-quiz.events.ts';
import type { TrainingEvent } from './training.events.ts';

const today = '2026-12-03';
const as = (userId: string, role: string): CommandMetadata => ({
  now: `${today}T15:00:00.000Z`,
  today,
  userId,
  userName: `Name of ${userId}`,
  role,
});
const officer = as('o-1', 'safety-officer');
const ana = as('e-1', 'employee');

const course = (type: 'online' | 'inperson' = 'online'): TrainingEvent => ({
  type: 'TrainingCreated',
  data: {
    trainingId: 't-1',
    title: 'Hazard Communication',
    description: '',
    type,
    date: type === 'online' ? null : '2026-11-01',
    time: null,
    location: null,
    duration: '1 hour',
    maxAttendees: null,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
});
const registered = (userId: string): TrainingEvent => ({
  type: 'TrainingEnrollmentAccepted',
  data: { userId, userName: userId, enrolledBy: userId, enrolledAt: '2026-10-02T08:00:00.000Z' },
});
// Five questions; option 1 is correct in each.
const questions: QuizQuestion[] = [1, 2, 3, 4, 5].map((n) => ({
  text: `Question ${n}?`,
  options: ['Wrong', 'Right', 'Also wrong'],
  correctOption: 1,
}));
const setQuiz = (
  data: { questions: QuizQuestion[]; passMark: number; attemptsAllowed: number },
  metadata = officer,
): TrainingCommand => ({ type: 'SetTrainingQuiz', data, metadata });
const take = (answers: number[], quizVersion = 1, metadata = ana): TrainingCommand => ({
  type: 'TakeTrainingQuiz',
  data: { quizVersion, answers },
  metadata,
});
const history = (...events: TrainingEvent[][]) => events.flat();
const when = (events: TrainingEvent[], command: TrainingCommand) =>
  decide(command, events.reduce(evolve, initialState));

const quizSet = when([course()], setQuiz({ questions, passMark: 80, attemptsAllowed: 2 }));
const ready = history([course(), registered('e-1')], quizSet);

describe('setting a course quiz', () => {
  it('records the questions, the pass mark and the attempts as version 1', () => {
    expect(quizSet).toEqual([
      {
        type: 'TrainingQuizSet',
        data: {
          quizVersion: 1,
          questions,
          passMark: 80,
          attemptsAllowed: 2,
          setBy: 'o-1',
          setAt: officer.now,
        },
      },
    ]);
  });

  it('is for the safety team only', () => {
    expect(() => when([course()], setQuiz({ questions, passMark: 80, attemptsAllowed: 2 }, ana))).toThrow(
      'Only the safety team can set a quiz.',
    );
  });

  it('refuses a bad quiz, naming the field', () => {
    const bad = (data: Parameters<typeof setQuiz>[0]) => {
      try {
        when([course()], setQuiz(data));
      } catch (error) {
        return (error as { fields: string[] }).fields[0];
      }
      return 'accepted';
    };
    const one = (q: Partial<QuizQuestion>) => [{ ...questions[0]!, ...q }];
    expect(bad({ questions: [], passMark: 80, attemptsAllowed: 1 })).toBe('questions');
    expect(bad({ questions: one({ options: ['Only one'] }), passMark: 80, attemptsAllowed: 1 })).toBe(
      'questions.0.options',
    );
    expect(
      bad({
        questions: one({ options: ['1', '2', '3', '4', '5', '6', '7'], correctOption: 0 }),
        passMark: 80,
        attemptsAllowed: 1,
      }),
    ).toBe('questions.0.options');
    expect(bad({ questions: one({ correctOption: 3 }), passMark: 80, attemptsAllowed: 1 })).toBe(
      'questions.0.correctOption',
    );
    expect(bad({ questions: one({ text: '  ' }), passMark: 80, attemptsAllowed: 1 })).toBe(
      'questions.0.text',
    );
    expect(bad({ questions, passMark: 0, attemptsAllowed: 1 })).toBe('passMark');
    expect(bad({ questions, passMark: 80, attemptsAllowed: 11 })).toBe('attemptsAllowed');
    expect(bad({ questions, passMark: 80, attemptsAllowed: 0 })).toBe('attemptsAllowed');
    expect(bad({ questions, passMark: 100, attemptsAllowed: 10 })).toBe('accepted');
  });

  it('is only for online courses', () => {
    expect(() =>
      when([course('inperson')], setQuiz({ questions, passMark: 80, attemptsAllowed: 1 })),
    ).toThrow('Only an online course can have a quiz.');
  });
});

describe('taking a course quiz', () => {
  it('passes at the pass mark: 4 of 5 is 80 %, and records the completion with the score', () => {
    const events = when(ready, take([1, 1, 1, 1, 0]));
    expect(events).toEqual([
      {
        type: 'TrainingQuizAttempted',
        data: {
          userId: 'e-1',
          userName: 'Name of e-1',
          quizVersion: 1,
          attempt: 1,
          questions,
          answers: [1, 1, 1, 1, 0],
          correct: 4,
          score: 80,
          passMark: 80,
          passed: true,
          takenAt: ana.now,
        },
      },
      {
        type: 'TrainingCompleted',
        data: { userId: 'e-1', completedOn: today, recordedBy: 'e-1', recordedAt: ana.now, score: 80 },
      },
    ]);
  });

  it('fails below the pass mark: 3 of 5 is 60 %, kept with the answers given, and no completion', () => {
    const events = when(ready, take([1, 1, 1, 2, 0]));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'TrainingQuizAttempted',
      data: { answers: [1, 1, 1, 2, 0], correct: 3, score: 60, passed: false, attempt: 1 },
    });
  });

  it('refuses once the attempts are used up, and a pass after a failure still counts', () => {
    const failed1 = when(ready, take([0, 0, 0, 0, 0]));
    const passed = when(history(ready, failed1), take([1, 1, 1, 1, 1]));
    expect(passed.map((e) => e.type)).toEqual(['TrainingQuizAttempted', 'TrainingCompleted']);
    expect(passed[0]!.data).toMatchObject({ attempt: 2, score: 100 });
    const failed2 = when(history(ready, failed1), take([0, 0, 0, 0, 0]));
    expect(() => when(history(ready, failed1, failed2), take([1, 1, 1, 1, 1]))).toThrow(
      'You have used all your attempts at this quiz. Contact the safety team.',
    );
  });

  it('applies a changed quiz to new attempts only: an answer to the old version is refused', () => {
    const changed = when(
      ready,
      setQuiz({ questions: questions.slice(0, 2), passMark: 50, attemptsAllowed: 1 }),
    );
    expect(changed[0]!.data).toMatchObject({ quizVersion: 2 });
    expect(() => when(history(ready, changed), take([1, 1, 1, 1, 1], 1))).toThrow(/quiz was changed/);
    expect(when(history(ready, changed), take([1, 0], 2))[0]!.data).toMatchObject({
      score: 50,
      passed: true,
    });
  });

  it('needs a registration, an answer to every question, and no earlier completion of a lasting course', () => {
    expect(() => when(history([course()], quizSet), take([1, 1, 1, 1, 1]))).toThrow(/Register/);
    expect(() => when(ready, take([1, 1]))).toThrow('Answer every question.');
    expect(() => when(ready, take([1, 1, 1, 1, 7]))).toThrow('Choose one of the options.');
    const passed = when(ready, take([1, 1, 1, 1, 1]));
    expect(() => when(history(ready, passed), take([1, 1, 1, 1, 1]))).toThrow(/already completed/);
  });

  it('leaves a course without a quiz completed with a click, and refuses the click once it has one', () => {
    const click: TrainingCommand = {
      type: 'CompleteTraining',
      data: { userId: 'e-1', completedOn: today },
      metadata: ana,
    };
    expect(when([course(), registered('e-1')], click)[0]!.type).toBe('TrainingCompleted');
    expect(() => when(ready, click)).toThrow('Pass the course quiz to complete it.');
    expect(() => when([course(), registered('e-1')], take([1]))).toThrow('This course has no quiz.');
  });
});
