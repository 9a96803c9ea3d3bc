import type { Event } from '../shared/command.ts';

/** The bounds of a quiz, shared by the contract, the decider and the editor. */
export const QUIZ_LIMITS = {
  questionsMax: 50,
  optionsMin: 2,
  optionsMax: 6,
  attemptsMin: 1,
  attemptsMax: 10,
  textMax: 500,
  optionMax: 200,
} as const;

/** One question as set: its options in order and the index of the one correct option. */
export type QuizQuestion = { text: string; options: string[]; correctOption: number };

/** The course's quiz, set or replaced by the safety team; it applies to attempts started after it. */
export type TrainingQuizSet = Event<
  'TrainingQuizSet',
  {
    /** 1 for the first quiz of the course, one more each time it is replaced. */
    quizVersion: number;
    questions: QuizQuestion[];
    /** The least share of correct answers that passes, in percent. */
    passMark: number;
    attemptsAllowed: number;
    setBy: string | null;
    setAt: string;
  }
>;

/**
 * One submitted attempt, graded by the server: the questions as they were asked (with the correct
 * options), the option chosen for each, and the score. A pass is followed by TrainingCompleted.
 */
export type TrainingQuizAttempted = Event<
  'TrainingQuizAttempted',
  {
    userId: string;
    userName: string | null;
    quizVersion: number;
    /** 1 for the first attempt since the person last completed the course. */
    attempt: number;
    questions: QuizQuestion[];
    answers: number[];
    correct: number;
    /** Percent correct, rounded down. */
    score: number;
    passMark: number;
    passed: boolean;
    takenAt: string;
  }
>;
