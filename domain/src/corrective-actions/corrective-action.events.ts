import type { Event } from '../shared/command.ts';
import type { SubmittedFile } from '../work/work.events.ts';
import type {
  ActionPriority,
  ActionSource,
  ActionState,
  ControlLevel,
} from './corrective-action.vocabulary.ts';

/** Who did a step and when: every event of an action carries it, so its timeline needs nothing else. */
type Stamp = { by: string | null; byName: string | null; at: string };

export type CorrectiveActionRaised = Event<
  'CorrectiveActionRaised',
  Stamp & {
    actionId: string;
    title: string;
    description: string;
    controlLevel: ControlLevel;
    ownerId: string;
    ownerName: string;
    dueDate: string;
    priority: ActionPriority;
    establishmentId: string | null;
    source: ActionSource;
    /** The incident's report number, when raised from one; absent on actions raised before it was kept. */
    incidentReportNumber?: string | null;
  }
>;
export type CorrectiveActionStarted = Event<'CorrectiveActionStarted', Stamp>;
/** A photo of the work, checked and stored like a requested file; the owner adds it before completing. */
export type CorrectiveActionPhotoAdded = Event<'CorrectiveActionPhotoAdded', Stamp & { file: SubmittedFile }>;
export type CorrectiveActionCompleted = Event<
  'CorrectiveActionCompleted',
  Stamp & { note: string; photos: string[] }
>;
export type CorrectiveActionVerified = Event<'CorrectiveActionVerified', Stamp & { note: string | null }>;
export type CorrectiveActionReopened = Event<
  'CorrectiveActionReopened',
  Stamp & { reason: string; from: ActionState; to: 'open' | 'in-progress' }
>;
export type CorrectiveActionReassigned = Event<
  'CorrectiveActionReassigned',
  Stamp & { fromOwnerId: string; ownerId: string; ownerName: string }
>;
export type CorrectiveActionDueDateChanged = Event<
  'CorrectiveActionDueDateChanged',
  Stamp & { from: string; to: string }
>;

export type CorrectiveActionEvent =
  | CorrectiveActionRaised
  | CorrectiveActionStarted
  | CorrectiveActionPhotoAdded
  | CorrectiveActionCompleted
  | CorrectiveActionVerified
  | CorrectiveActionReopened
  | CorrectiveActionReassigned
  | CorrectiveActionDueDateChanged;

export const correctiveActionStreamId = (actionId: string): string => `correctiveAction-${actionId}`;
