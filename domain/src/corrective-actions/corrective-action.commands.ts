import type { Command } from '../shared/command.ts';
import type { SubmittedFile } from '../work/work.events.ts';
import type { ActionPriority, ActionSource, ControlLevel } from './corrective-action.vocabulary.ts';

/** The owner is checked to be an active employee by the caller (another aggregate). */
export type RaiseCorrectiveAction = Command<
  'RaiseCorrectiveAction',
  {
    actionId: string;
    title: string;
    description: string;
    controlLevel: ControlLevel;
    owner: { id: string; name: string };
    dueDate: string;
    priority: ActionPriority;
    establishmentId: string | null;
    source: ActionSource;
    /** The report number of the incident it is raised from (or from whose cause); else null. */
    incidentReportNumber: string | null;
  }
>;
export type StartCorrectiveAction = Command<'StartCorrectiveAction', Record<string, never>>;
export type AddCorrectiveActionPhoto = Command<'AddCorrectiveActionPhoto', { file: SubmittedFile }>;
export type CompleteCorrectiveAction = Command<'CompleteCorrectiveAction', { note: string }>;
export type VerifyCorrectiveAction = Command<'VerifyCorrectiveAction', { note: string | null }>;
export type ReopenCorrectiveAction = Command<'ReopenCorrectiveAction', { reason: string }>;
export type ReassignCorrectiveAction = Command<
  'ReassignCorrectiveAction',
  { owner: { id: string; name: string } }
>;
export type ChangeCorrectiveActionDueDate = Command<'ChangeCorrectiveActionDueDate', { dueDate: string }>;

export type CorrectiveActionCommand =
  | RaiseCorrectiveAction
  | StartCorrectiveAction
  | AddCorrectiveActionPhoto
  | CompleteCorrectiveAction
  | VerifyCorrectiveAction
  | ReopenCorrectiveAction
  | ReassignCorrectiveAction
  | ChangeCorrectiveActionDueDate;
