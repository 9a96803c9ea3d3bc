import type { Event } from '../shared/command.ts';
import type { TrainingQuizAttempted, TrainingQuizSet } from './training-quiz.events.ts';

export const trainingTypes = ['online', 'inperson'] as const;
export type TrainingType = (typeof trainingTypes)[number];

/** A registered person's line on the attendance sheet: present (completed), absent, or not marked yet. */
export const attendanceStatuses = ['present', 'absent', 'unmarked'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

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
  {
    userId: string;
    userName: string | null;
    enrolledBy: string | null;
    enrolledAt: string;
    /** The first on the waitlist took a seat someone gave up. */
    fromWaitlist?: boolean;
  }
>;
/** The session was full: the person waits in line for a seat. */
export type TrainingWaitlisted = Event<
  'TrainingWaitlisted',
  { userId: string; userName: string | null; waitlistedBy: string | null; waitlistedAt: string }
>;
/** A registration or a place on the waitlist given up before the session started. */
export type TrainingRegistrationWithdrawn = Event<
  'TrainingRegistrationWithdrawn',
  { userId: string; from: 'registered' | 'waitlist'; withdrawnBy: string | null; withdrawnAt: string }
>;
/** Completion recorded by an administrator, or by the employee on finishing an online course. */
export type TrainingCompleted = Event<
  'TrainingCompleted',
  {
    userId: string;
    completedOn: string;
    recordedBy: string | null;
    recordedAt: string;
    /** The quiz score in percent, when passing the course's quiz recorded the completion. */
    score?: number;
  }
>;
/** The instructor's sheet marked a registered person absent from the session (present ones complete it). */
export type TrainingAbsenceRecorded = Event<
  'TrainingAbsenceRecorded',
  { userId: string; sessionDate: string; recordedBy: string | null; recordedAt: string }
>;
/** How long a completion of the course holds: null, for good; else months from the completion day. */
export type TrainingValiditySet = Event<
  'TrainingValiditySet',
  { validityMonths: number | null; setBy: string | null; setAt: string }
>;
export type TrainingEvent =
  | TrainingCreated
  | TrainingValiditySet
  | TrainingEnrollmentAccepted
  | TrainingWaitlisted
  | TrainingRegistrationWithdrawn
  | TrainingCompleted
  | TrainingAbsenceRecorded
  | TrainingQuizSet
  | TrainingQuizAttempted;

export const trainingStreamId = (trainingId: string): string => `training-${trainingId}`;
