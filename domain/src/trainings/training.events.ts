import type { Event } from '../shared/command.ts';

export type TrainingType = 'online' | 'inperson';

export type TrainingDetails = {
  title: string;
  description: string;
  type: TrainingType;
  /** No date: a self-paced course. */
  date: string | null;
  time: string | null;
  location: string | null;
  duration: string;
  maxAttendees: number | null;
};

export type TrainingCreated = Event<
  'TrainingCreated',
  TrainingDetails & { trainingId: string; createdAt: string }
>;
export type TrainingEnrollmentAccepted = Event<
  'TrainingEnrollmentAccepted',
  { userId: string; userName: string | null; enrolledBy: string | null; enrolledAt: string }
>;
/** Completion recorded by an administrator, or by the employee on finishing an online course. */
export type TrainingCompleted = Event<
  'TrainingCompleted',
  { userId: string; completedOn: string; recordedBy: string | null; recordedAt: string }
>;
export type TrainingEvent = TrainingCreated | TrainingEnrollmentAccepted | TrainingCompleted;

export const trainingStreamId = (trainingId: string): string => `training-${trainingId}`;
