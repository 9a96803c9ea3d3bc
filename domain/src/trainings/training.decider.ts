import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TrainingDetails, TrainingEvent, TrainingType } from './training.events.ts';

export type CreateTraining = Command<'CreateTraining', TrainingDetails & { trainingId: string }>;
export type EnrollInTraining = Command<'EnrollInTraining', { userId: string; userName: string | null }>;
export type CompleteTraining = Command<'CompleteTraining', { userId: string; completedOn: string }>;
export type TrainingCommand = CreateTraining | EnrollInTraining | CompleteTraining;

export type Training =
  | { status: 'none' }
  | {
      status: 'open';
      title: string;
      type: TrainingType;
      /** The session's date; null for a self-paced course. */
      date: string | null;
      maxAttendees: number | null;
      enrolled: ReadonlySet<string>;
      completed: ReadonlySet<string>;
    };

export const initialState: Training = { status: 'none' };

export const evolve = (state: Training, event: TrainingEvent): Training => {
  if (event.type === 'TrainingCreated') {
    const { title, type, date, maxAttendees } = event.data;
    return { status: 'open', title, type, date, maxAttendees, enrolled: new Set(), completed: new Set() };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TrainingEnrollmentAccepted':
      return { ...state, enrolled: new Set([...state.enrolled, event.data.userId]) };
    case 'TrainingCompleted':
      return { ...state, completed: new Set([...state.completed, event.data.userId]) };
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
      // Capacity is checked against the stream that was read; a concurrent enrolment makes the
      // append conflict and the command is decided again, so seats can never be oversold.
      if (state.maxAttendees !== null && state.enrolled.size >= state.maxAttendees) {
        throw new DomainError('TrainingFull', 'This training is full: all seats are taken.', ['trainingId']);
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
    case 'CompleteTraining': {
      const { completedOn } = command.data;
      const self = actor === command.data.userId;
      // Administrators record completions; employees only finish online courses themselves, today.
      if (role !== 'admin' && !(self && state.type === 'online')) {
        throw new DomainError('NotAllowed', 'Only an administrator can record this completion.');
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
      if (state.completed.has(command.data.userId)) return [];
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
