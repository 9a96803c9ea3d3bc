import type { Event } from '../shared/command.ts';
import type { SubmittedFile } from '../work/work.events.ts';
import type {
  AnswerValue,
  InspectionFrequency,
  InspectionScore,
  TemplateContent,
} from './inspection.vocabulary.ts';

export type InspectionTemplateCreated = Event<
  'InspectionTemplateCreated',
  TemplateContent & { templateId: string; version: number; createdAt: string }
>;
/** A new version with the whole content: inspections started earlier keep theirs. */
export type InspectionTemplateRevised = Event<
  'InspectionTemplateRevised',
  TemplateContent & { templateId: string; version: number; revisedAt: string }
>;
export type InspectionTemplateEvent = InspectionTemplateCreated | InspectionTemplateRevised;

/** Who does it: one employee, or anyone holding a role. */
export type InspectionAssignee =
  | { employeeId: string; employeeName: string; department: string; role: null }
  | { employeeId: null; employeeName: null; department: null; role: string };

export type InspectionScheduled = Event<
  'InspectionScheduled',
  {
    scheduleId: string;
    templateId: string;
    establishmentId: string;
    area: string | null;
    frequency: InspectionFrequency;
    assignee: InspectionAssignee;
    /** The first day whose period is due (the establishment's calendar). */
    startsOn: string;
    scheduledAt: string;
  }
>;
/** From now on: due periods follow the new frequency, assignee and area. */
export type InspectionScheduleChanged = Event<
  'InspectionScheduleChanged',
  {
    scheduleId: string;
    area: string | null;
    frequency: InspectionFrequency;
    assignee: InspectionAssignee;
    changedAt: string;
  }
>;
/** No period is due any more, from the day it was cancelled on. */
export type InspectionScheduleCancelled = Event<
  'InspectionScheduleCancelled',
  { scheduleId: string; reason: string; cancelledAt: string }
>;
export type InspectionScheduleEvent =
  InspectionScheduled | InspectionScheduleChanged | InspectionScheduleCancelled;

export type InspectionStarted = Event<
  'InspectionStarted',
  {
    inspectionId: string;
    templateId: string;
    templateVersion: number;
    template: TemplateContent;
    establishmentId: string;
    establishmentName: string;
    timeZone: string;
    area: string | null;
    /** The due occurrence it fulfils, or null when started ad hoc. */
    occurrence: { scheduleId: string; periodStart: string; periodEnd: string } | null;
    inspectorId: string;
    inspectorName: string;
    inspectorDepartment: string;
    startedAt: string;
  }
>;
export type InspectionAnswerRecorded = Event<
  'InspectionAnswerRecorded',
  { questionId: string; value: AnswerValue; note: string | null; answeredBy: string; answeredAt: string }
>;
export type InspectionPhotoAttached = Event<
  'InspectionPhotoAttached',
  { questionId: string; photo: SubmittedFile; attachedBy: string; attachedAt: string }
>;
export type InspectionCompleted = Event<
  'InspectionCompleted',
  InspectionScore & {
    completedBy: string;
    completedAt: string;
    /** The establishment's calendar date of completion. */
    completedOn: string;
    /** Done by the end of its period; null for an ad hoc inspection. */
    onTime: boolean | null;
  }
>;
/** The inspector's word that the record is true, given as the inspection is completed. */
export type InspectionSignedOff = Event<
  'InspectionSignedOff',
  { signedBy: string; signedByName: string; signedAt: string; attestation: string }
>;
/** A completed inspection is never changed; a correction states its reason and the new result. */
export type InspectionCorrected = Event<
  'InspectionCorrected',
  InspectionScore & {
    questionId: string;
    previous: { value: AnswerValue; note: string | null };
    value: AnswerValue;
    note: string | null;
    reason: string;
    correctedBy: string;
    correctedByName: string;
    correctedAt: string;
  }
>;
export type InspectionEvent =
  | InspectionStarted
  | InspectionAnswerRecorded
  | InspectionPhotoAttached
  | InspectionSignedOff
  | InspectionCompleted
  | InspectionCorrected;

export const inspectionTemplateStreamId = (id: string): string => `inspectionTemplate-${id}`;
export const inspectionScheduleStreamId = (id: string): string => `inspectionSchedule-${id}`;
export const inspectionStreamId = (id: string): string => `inspection-${id}`;
