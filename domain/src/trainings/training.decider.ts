import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import { markAttendance, type AttendanceMark } from './training-attendance.ts';
import { setQuiz, takeQuiz, type Quiz, type QuizSetting } from './training-quiz.ts';
import type { TrainingDetails, TrainingEvent, TrainingType } from './training.events.ts';

export type CreateTraining = Command<'CreateTraining', TrainingDetails & { trainingId: string }>;
/** `siteNow` as in WithdrawFromTraining: a full session that has started gives no waitlist place. */
export type EnrollInTraining = Command<
  'EnrollInTraining',
  { userId: string; userName: string | null; siteNow?: string }
>;
export type CompleteTraining = Command<'CompleteTraining', { userId: string; completedOn: string }>;
export type SetTrainingValidity = Command<'SetTrainingValidity', { validityMonths: number | null }>;
/** `siteNow`: the date and time (YYYY-MM-DDTHH:MM) on the site's clocks, to compare with the start. */
export type WithdrawFromTraining = Command<'WithdrawFromTraining', { userId: string; siteNow: string }>;
/** The instructor's sheet of a started in-person session; `siteNow` as in WithdrawFromTraining. */
export type MarkAttendance = Command<
  'MarkAttendance',
  { attendance: readonly AttendanceMark[]; siteNow: string }
>;
/** The safety team sets or replaces an online course's quiz; it applies to attempts started after. */
export type SetTrainingQuiz = Command<'SetTrainingQuiz', QuizSetting>;
/** The signed-in person submits their answers (option indexes) to the quiz version they were shown. */
export type TakeTrainingQuiz = Command<'TakeTrainingQuiz', { quizVersion: number; answers: number[] }>;
export type TrainingCommand =
  | SetTrainingQuiz
  | TakeTrainingQuiz
  | CreateTraining
  | EnrollInTraining
  | WithdrawFromTraining
  | CompleteTraining
  | SetTrainingValidity
  | MarkAttendance;

type Waiting = { userId: string; userName: string | null };

export type Training =
  | { status: 'none' }
  | {
      status: 'open';
      title: string;
      type: TrainingType;
      /** The session's date; null for a self-paced course. */
      date: string | null;
      time: string | null;
      maxAttendees: number | null;
      enrolled: ReadonlySet<string>;
      /** First come, first served: the head takes the next seat that frees. */
      waitlist: readonly Waiting[];
      /** Each person's latest completion day. */
      completed: ReadonlyMap<string, string>;
      /** Marked absent on the attendance sheet. */
      absent: ReadonlySet<string>;
      /** null: a completion holds for good. */
      validityMonths: number | null;
      /** null: completed with a click (online) or by the safety team. */
      quiz: Quiz | null;
      /** Failed quiz attempts since each person's last completion. */
      quizAttempts: ReadonlyMap<string, number>;
    };

export const initialState: Training = { status: 'none' };

export const evolve = (state: Training, event: TrainingEvent): Training => {
  if (event.type === 'TrainingCreated') {
    const { title, type, date, time, maxAttendees } = event.data;
    return {
      status: 'open',
      title,
      type,
      date,
      time,
      maxAttendees,
      enrolled: new Set(),
      waitlist: [],
      completed: new Map(),
      absent: new Set(),
      validityMonths: null,
      quiz: null,
      quizAttempts: new Map(),
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TrainingEnrollmentAccepted':
      return {
        ...state,
        enrolled: new Set([...state.enrolled, event.data.userId]),
        waitlist: state.waitlist.filter((w) => w.userId !== event.data.userId),
      };
    case 'TrainingWaitlisted':
      return {
        ...state,
        waitlist: [...state.waitlist, { userId: event.data.userId, userName: event.data.userName }],
      };
    case 'TrainingRegistrationWithdrawn':
      return {
        ...state,
        enrolled: new Set([...state.enrolled].filter((id) => id !== event.data.userId)),
        waitlist: state.waitlist.filter((w) => w.userId !== event.data.userId),
      };
    case 'TrainingCompleted': {
      const quizAttempts = new Map(state.quizAttempts);
      quizAttempts.delete(event.data.userId);
      return {
        ...state,
        completed: new Map([...state.completed, [event.data.userId, event.data.completedOn]]),
        quizAttempts,
      };
    }
    case 'TrainingQuizSet': {
      const { quizVersion, questions, passMark, attemptsAllowed } = event.data;
      return { ...state, quiz: { quizVersion, questions, passMark, attemptsAllowed } };
    }
    case 'TrainingQuizAttempted':
      return event.data.passed
        ? state
        : {
            ...state,
            quizAttempts: new Map([...state.quizAttempts, [event.data.userId, event.data.attempt]]),
          };
    case 'TrainingAbsenceRecorded':
      return { ...state, absent: new Set([...state.absent, event.data.userId]) };
    case 'TrainingValiditySet':
      return { ...state, validityMonths: event.data.validityMonths };
  }
};

export const decide = (command: TrainingCommand, state: Training): TrainingEvent[] => {
  const { now, today, userId: actor, role } = command.metadata;
  if (command.type === 'CreateTraining') {
    if (state.status !== 'none') throw new DomainError('TrainingAlreadyExists');
    return [{ type: 'TrainingCreated', data: { ...command.data, createdAt: now } }];
  }
  if (state.status === 'none') throw new DomainError('TrainingNotFound', 'No such training.', ['trainingId']);
  switch (command.type) {
    case 'EnrollInTraining':
      if (state.enrolled.has(command.data.userId)) {
        throw new DomainError('AlreadyEnrolled', 'You are already registered for this training.', [
          'trainingId',
        ]);
      }
      if (state.waitlist.some((w) => w.userId === command.data.userId)) {
        throw new DomainError('AlreadyEnrolled', 'You are already on the waitlist for this training.', [
          'trainingId',
        ]);
      }
      // Capacity is checked against the stream that was read; a concurrent enrolment makes the
      // append conflict and the command is decided again, so seats can never be oversold.
      if (state.maxAttendees !== null && state.enrolled.size >= state.maxAttendees) {
        // Nobody may cancel once it started, so no seat frees and the place could never be left.
        if (command.data.siteNow !== undefined && hasStarted(state, command.data.siteNow)) {
          throw new DomainError(
            'RegistrationClosed',
            'This session is full and has already started: its waitlist is closed.',
            ['trainingId'],
          );
        }
        return [
          {
            type: 'TrainingWaitlisted',
            data: {
              userId: command.data.userId,
              userName: command.data.userName,
              waitlistedBy: actor,
              waitlistedAt: now,
            },
          },
        ];
      }
      return [
        {
          type: 'TrainingEnrollmentAccepted',
          data: {
            userId: command.data.userId,
            userName: command.data.userName,
            enrolledBy: actor,
            enrolledAt: now,
          },
        },
      ];
    case 'WithdrawFromTraining':
      return withdraw(state, command, now);
    case 'MarkAttendance':
      return markAttendance(
        state,
        command.data.attendance,
        hasStarted(state, command.data.siteNow),
        command.metadata,
      );
    case 'SetTrainingQuiz':
      return setQuiz(state, command.data, command.metadata);
    case 'TakeTrainingQuiz':
      return takeQuiz(state, command.data, command.metadata);
    case 'SetTrainingValidity':
      if (state.validityMonths === command.data.validityMonths) return [];
      return [
        {
          type: 'TrainingValiditySet',
          data: { validityMonths: command.data.validityMonths, setBy: actor, setAt: now },
        },
      ];
    case 'CompleteTraining': {
      const { completedOn } = command.data;
      const self = actor === command.data.userId;
      // Administrators record completions; employees only finish online courses themselves, today.
      if (role !== 'admin' && !(self && state.type === 'online')) {
        throw new DomainError('NotAllowed', 'Only an administrator can record this completion.');
      }
      // A course with a quiz is completed by passing it, not with a click.
      if (role !== 'admin' && state.quiz !== null) {
        throw new DomainError('QuizRequired', 'Pass the course quiz to complete it.', ['trainingId']);
      }
      if (role !== 'admin' && completedOn !== today) {
        throw new DomainError('NotAllowed', 'Only an administrator can record a completion on another day.', [
          'completedOn',
        ]);
      }
      if (completedOn > today) {
        throw new DomainError('DateOutOfRange', 'The completion date cannot be in the future.', [
          'completedOn',
        ]);
      }
      if (state.date !== null && completedOn < state.date) {
        throw new DomainError('DateOutOfRange', 'The completion date cannot be before the session.', [
          'completedOn',
        ]);
      }
      if (!state.enrolled.has(command.data.userId) && role !== 'admin') {
        throw new DomainError('NotEnrolled', 'Register for the course before completing it.', ['trainingId']);
      }
      const latest = state.completed.get(command.data.userId);
      // A course that runs out is taken again: a later completion recertifies, an earlier one repeats.
      if (latest !== undefined && (state.validityMonths === null || completedOn <= latest)) return [];
      return [
        {
          type: 'TrainingCompleted',
          data: {
            userId: command.data.userId,
            completedOn: command.data.completedOn,
            recordedBy: actor,
            recordedAt: now,
          },
        },
      ];
    }
  }
};

type OpenTraining = Extract<Training, { status: 'open' }>;

/** A dated session starts at its time on its day (the start of the day when no time is given). */
export const hasStarted = (state: { date: string | null; time: string | null }, siteNow: string): boolean =>
  state.date !== null && `${state.date}T${state.time ?? '00:00'}` <= siteNow;

/** Giving up a seat hands it to the first on the waitlist in the same decision. */
const withdraw = (state: OpenTraining, command: WithdrawFromTraining, now: string): TrainingEvent[] => {
  const { userId, siteNow } = command.data;
  const registered = state.enrolled.has(userId);
  if (!registered && !state.waitlist.some((w) => w.userId === userId)) {
    throw new DomainError('NotEnrolled', 'You are not registered for this training.', ['trainingId']);
  }
  if (state.completed.has(userId)) {
    throw new DomainError('RegistrationClosed', 'This training is already completed.', ['trainingId']);
  }
  if (hasStarted(state, siteNow)) {
    throw new DomainError(
      'RegistrationClosed',
      'This session has already started: the registration can no longer be cancelled.',
      ['trainingId'],
    );
  }
  const withdrawn: TrainingEvent = {
    type: 'TrainingRegistrationWithdrawn',
    data: {
      userId,
      from: registered ? 'registered' : 'waitlist',
      withdrawnBy: command.metadata.userId,
      withdrawnAt: now,
    },
  };
  const next = state.waitlist[0];
  const seatFrees = registered && state.maxAttendees !== null && state.enrolled.size - 1 < state.maxAttendees;
  if (!next || !seatFrees) return [withdrawn];
  return [
    withdrawn,
    {
      type: 'TrainingEnrollmentAccepted',
      data: {
        userId: next.userId,
        userName: next.userName,
        enrolledBy: null,
        enrolledAt: now,
        fromWaitlist: true,
      },
    },
  ];
};
