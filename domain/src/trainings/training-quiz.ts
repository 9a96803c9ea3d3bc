import type { CommandMetadata } from '../shared/command.ts';
import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import { DomainError } from '../shared/domain-error.ts';
import { QUIZ_LIMITS, type QuizQuestion } from './training-quiz.events.ts';
import type { TrainingEvent } from './training.events.ts';

export type Quiz = {
  quizVersion: number;
  questions: readonly QuizQuestion[];
  passMark: number;
  attemptsAllowed: number;
};

export type QuizSetting = { questions: QuizQuestion[]; passMark: number; attemptsAllowed: number };

/** What taking the quiz needs of the course. */
export type QuizState = {
  type: 'online' | 'inperson';
  enrolled: ReadonlySet<string>;
  completed: ReadonlyMap<string, string>;
  validityMonths: number | null;
  quiz: Quiz | null;
  /** Failed attempts since each person's last completion. */
  quizAttempts: ReadonlyMap<string, number>;
};

const invalid = (field: string, reason: string): never => {
  throw new DomainError('QuizInvalid', reason, [field]);
};

/** Questions with 2-6 options, exactly one correct; a pass mark of 1-100 %; 1-10 attempts. */
export const checkQuiz = (quiz: QuizSetting): void => {
  const { questions, passMark, attemptsAllowed } = quiz;
  if (questions.length === 0) invalid('questions', 'Add at least one question.');
  if (questions.length > QUIZ_LIMITS.questionsMax) {
    invalid('questions', `A quiz has at most ${QUIZ_LIMITS.questionsMax} questions.`);
  }
  questions.forEach((q, i) => {
    if (q.text.trim() === '') invalid(`questions.${i}.text`, 'Write the question.');
    if (q.options.length < QUIZ_LIMITS.optionsMin || q.options.length > QUIZ_LIMITS.optionsMax) {
      invalid(`questions.${i}.options`, 'A question has 2 to 6 options.');
    }
    q.options.forEach((option, j) => {
      if (option.trim() === '') invalid(`questions.${i}.options.${j}`, 'Write the option or remove it.');
    });
    if (!Number.isInteger(q.correctOption) || q.correctOption < 0 || q.correctOption >= q.options.length) {
      invalid(`questions.${i}.correctOption`, 'Mark exactly one option as correct.');
    }
  });
  if (!Number.isInteger(passMark) || passMark < 1 || passMark > 100) {
    invalid('passMark', 'The pass mark is a whole percent from 1 to 100.');
  }
  if (
    !Number.isInteger(attemptsAllowed) ||
    attemptsAllowed < QUIZ_LIMITS.attemptsMin ||
    attemptsAllowed > QUIZ_LIMITS.attemptsMax
  ) {
    invalid('attemptsAllowed', 'Allow 1 to 10 attempts.');
  }
};

export const setQuiz = (state: QuizState, quiz: QuizSetting, metadata: CommandMetadata): TrainingEvent[] => {
  if (!isSafetyTeam(metadata.role)) {
    throw new DomainError('NotAllowed', 'Only the safety team can set a quiz.');
  }
  if (state.type !== 'online') invalid('trainingId', 'Only an online course can have a quiz.');
  checkQuiz(quiz);
  return [
    {
      type: 'TrainingQuizSet',
      data: {
        quizVersion: (state.quiz?.quizVersion ?? 0) + 1,
        questions: quiz.questions.map((q) => ({
          text: q.text.trim(),
          options: q.options.map((o) => o.trim()),
          correctOption: q.correctOption,
        })),
        passMark: quiz.passMark,
        attemptsAllowed: quiz.attemptsAllowed,
        setBy: metadata.userId,
        setAt: metadata.now,
      },
    },
  ];
};

/** Passed when the correct answers reach the pass mark: 4 of 5 is 80 %, a pass at 80 %. */
export const grade = (questions: readonly QuizQuestion[], answers: readonly number[], passMark: number) => {
  const correct = questions.filter((q, i) => answers[i] === q.correctOption).length;
  const total = questions.length;
  return { correct, score: Math.floor((correct * 100) / total), passed: correct * 100 >= passMark * total };
};

/** Attempts left to the person on the course's current quiz. */
export const attemptsLeft = (state: QuizState, userId: string): number =>
  Math.max(0, (state.quiz?.attemptsAllowed ?? 0) - (state.quizAttempts.get(userId) ?? 0));

export const takeQuiz = (
  state: QuizState,
  data: { quizVersion: number; answers: readonly number[] },
  metadata: CommandMetadata,
): TrainingEvent[] => {
  const { userId, userName, now, today } = metadata;
  const quiz = state.quiz;
  if (!quiz) throw new DomainError('NoQuiz', 'This course has no quiz.', ['trainingId']);
  if (!userId || !state.enrolled.has(userId)) {
    throw new DomainError('NotEnrolled', 'Register for the course before taking its quiz.', ['trainingId']);
  }
  const latest = state.completed.get(userId);
  if (latest !== undefined && (state.validityMonths === null || latest >= today)) {
    throw new DomainError('QuizAlreadyPassed', 'You have already completed this course.', ['trainingId']);
  }
  if (data.quizVersion !== quiz.quizVersion) {
    throw new DomainError('QuizChanged', 'The quiz was changed since you opened it. Start it again.', [
      'quizVersion',
    ]);
  }
  if (attemptsLeft(state, userId) === 0) {
    throw new DomainError(
      'QuizAttemptsUsedUp',
      'You have used all your attempts at this quiz. Contact the safety team.',
      ['trainingId'],
    );
  }
  if (data.answers.length !== quiz.questions.length) {
    invalid('answers', 'Answer every question.');
  }
  data.answers.forEach((answer, i) => {
    const options = quiz.questions[i]!.options.length;
    if (!Number.isInteger(answer) || answer < 0 || answer >= options) {
      invalid(`answers.${i}`, 'Choose one of the options.');
    }
  });
  const { correct, score, passed } = grade(quiz.questions, data.answers, quiz.passMark);
  const attempted: TrainingEvent = {
    type: 'TrainingQuizAttempted',
    data: {
      userId,
      userName,
      quizVersion: quiz.quizVersion,
      attempt: (state.quizAttempts.get(userId) ?? 0) + 1,
      questions: quiz.questions.map((q) => ({ ...q, options: [...q.options] })),
      answers: [...data.answers],
      correct,
      score,
      passMark: quiz.passMark,
      passed,
      takenAt: now,
    },
  };
  if (!passed) return [attempted];
  return [
    attempted,
    {
      type: 'TrainingCompleted',
      data: { userId, completedOn: today, recordedBy: userId, recordedAt: now, score },
    },
  ];
};
