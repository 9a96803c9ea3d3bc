import type { Command } from '../shared/command.ts';
import type { SubmittedFile } from '../work/work.events.ts';
import type { InspectionScheduled, InspectionStarted } from './inspection.events.ts';
import type { AnswerValue, TemplateContent } from './inspection.vocabulary.ts';

export type CreateInspectionTemplate = Command<
  'CreateInspectionTemplate',
  TemplateContent & { templateId: string }
>;
export type ReviseInspectionTemplate = Command<'ReviseInspectionTemplate', TemplateContent>;
export type InspectionTemplateCommand = CreateInspectionTemplate | ReviseInspectionTemplate;

export type ScheduleInspection = Command<
  'ScheduleInspection',
  Omit<InspectionScheduled['data'], 'scheduledAt'>
>;
export type ChangeInspectionSchedule = Command<
  'ChangeInspectionSchedule',
  Pick<InspectionScheduled['data'], 'area' | 'frequency' | 'assignee'>
>;
export type CancelInspectionSchedule = Command<'CancelInspectionSchedule', { reason: string }>;
export type InspectionScheduleCommand =
  ScheduleInspection | ChangeInspectionSchedule | CancelInspectionSchedule;

export type StartInspection = Command<'StartInspection', Omit<InspectionStarted['data'], 'startedAt'>>;
export type AnswerInspectionQuestion = Command<
  'AnswerInspectionQuestion',
  { questionId: string; value: AnswerValue; note: string | null }
>;
export type AttachInspectionPhoto = Command<
  'AttachInspectionPhoto',
  { questionId: string; photo: SubmittedFile }
>;
/**
 * `localToday` is the establishment's calendar date now: it decides whether the period was met.
 * `signOff` is who completes it, by the name on their account, and the sentence they attest to.
 */
export type CompleteInspection = Command<
  'CompleteInspection',
  { localToday: string; signOff: { name: string; attestation: string } }
>;
export type CorrectInspection = Command<
  'CorrectInspection',
  { questionId: string; value: AnswerValue; note: string | null; reason: string }
>;
export type InspectionCommand =
  StartInspection | AnswerInspectionQuestion | AttachInspectionPhoto | CompleteInspection | CorrectInspection;
