import { z } from 'zod';
import {
  inspectionCategories,
  inspectionFrequencies,
  inspectionStatuses,
  questionKinds,
} from '@hs/domain/vocabulary';
import { Role } from './auth.ts';
import { boundedDate, text } from './bounds.ts';
import { CreatedResponse } from './employees.ts';

export const InspectionCategory = z.enum(inspectionCategories);
export type InspectionCategory = z.infer<typeof InspectionCategory>;
export const QuestionKind = z.enum(questionKinds);
export type QuestionKind = z.infer<typeof QuestionKind>;
export const InspectionFrequency = z.enum(inspectionFrequencies);
export type InspectionFrequency = z.infer<typeof InspectionFrequency>;

/** Question ids are kept from version to version by the editor; the server names new ones. */
const questionId = text(40).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only');
const bound = z.number().min(-1_000_000_000).max(1_000_000_000);

/** One question as the editor sends it: the fields of its kind, the others left out. */
export const TemplateQuestionInput = z.strictObject({
  id: questionId.nullable().optional(),
  text: text(300).min(1, 'Required'),
  kind: QuestionKind,
  raisesFinding: z.boolean(),
  /** yes-no: the answer that fails (the default is "no"). */
  failsOn: z.enum(['yes', 'no']).optional(),
  min: bound.nullable().optional(),
  max: bound.nullable().optional(),
  unit: text(20).nullable().optional(),
  choices: z.array(text(100).min(1, 'Required')).max(20).optional(),
  failingChoices: z.array(text(100)).max(20).optional(),
});
export type TemplateQuestionInput = z.infer<typeof TemplateQuestionInput>;

/** POST /api/inspection-templates and PUT /api/inspection-templates/:id (a new version). */
export const InspectionTemplateBody = z.strictObject({
  title: text(200).min(1, 'Required'),
  category: InspectionCategory,
  sections: z
    .array(
      z.strictObject({
        title: text(200).min(1, 'Required'),
        questions: z.array(TemplateQuestionInput).min(1, 'Add at least one question').max(100),
      }),
    )
    .min(1, 'Add at least one section')
    .max(30),
});
export type InspectionTemplateBody = z.infer<typeof InspectionTemplateBody>;
export type InspectionTemplateInput = z.input<typeof InspectionTemplateBody>;

/** POST /api/inspection-schedules: one employee or a role does it. */
export const NewInspectionScheduleBody = z
  .strictObject({
    templateId: z.uuid('Choose a template'),
    establishmentId: z.uuid('Choose an establishment'),
    area: text(120).nullable().optional(),
    frequency: InspectionFrequency,
    assigneeId: z.uuid('Choose an employee').nullable().optional(),
    assigneeRole: Role.nullable().optional(),
    /** The first day of the first period due; today when left out. */
    startsOn: boundedDate().nullable().optional(),
  })
  .refine((body) => Boolean(body.assigneeId) !== Boolean(body.assigneeRole), {
    message: 'Choose an employee or a role, not both',
    path: ['assigneeId'],
  });
export type NewInspectionScheduleBody = z.infer<typeof NewInspectionScheduleBody>;

/** PUT /api/inspection-schedules/:id: from now on, another frequency, assignee or area. */
export const ChangeInspectionScheduleBody = z
  .strictObject({
    area: text(120).nullable().optional(),
    frequency: InspectionFrequency,
    assigneeId: z.uuid('Choose an employee').nullable().optional(),
    assigneeRole: Role.nullable().optional(),
  })
  .refine((body) => Boolean(body.assigneeId) !== Boolean(body.assigneeRole), {
    message: 'Choose an employee or a role, not both',
    path: ['assigneeId'],
  });
export type ChangeInspectionScheduleBody = z.infer<typeof ChangeInspectionScheduleBody>;

/** POST /api/inspection-schedules/:id/cancel */
export const CancelInspectionScheduleBody = z.strictObject({
  reason: text(1000).min(1, 'Say why the schedule is cancelled'),
});
export type CancelInspectionScheduleBody = z.infer<typeof CancelInspectionScheduleBody>;

/** POST /api/inspections: a due occurrence (schedule and period) or ad hoc (template and establishment). */
export const StartInspectionBody = z
  .strictObject({
    scheduleId: z.uuid().optional(),
    periodStart: boundedDate().optional(),
    /** Which period starting that day, when a frequency change made two (a week and a month). */
    periodEnd: boundedDate().optional(),
    templateId: z.uuid('Choose a template').optional(),
    establishmentId: z.uuid('Choose an establishment').optional(),
    area: text(120).nullable().optional(),
  })
  .refine(
    (body) =>
      (body.scheduleId !== undefined && body.periodStart !== undefined) ||
      (body.templateId !== undefined && body.establishmentId !== undefined),
    { message: 'Choose a template and an establishment', path: ['templateId'] },
  );
export type StartInspectionBody = z.infer<typeof StartInspectionBody>;

/** PUT /api/inspections/:id/answers/:questionId: null is N/A. */
export const AnswerInspectionBody = z.strictObject({
  value: text(2000).nullable(),
  note: text(1000).nullable().optional(),
});
export type AnswerInspectionBody = z.infer<typeof AnswerInspectionBody>;

/** What an inspector attests by signing off; the event records the sentence as it was shown. */
export const inspectionAttestation =
  'I carried out this inspection myself, and its answers, notes and photos are a true record of what I found.';

/** POST /api/inspections/:id/complete: completing is signing off, by the signed-in user. */
export const CompleteInspectionBody = z.strictObject({
  attested: z.literal(true, { error: 'Tick the box to sign off the inspection' }),
});
export type CompleteInspectionBody = z.infer<typeof CompleteInspectionBody>;

/** POST /api/inspections/:id/corrections */
export const CorrectInspectionBody = z.strictObject({
  questionId,
  value: text(2000).nullable(),
  note: text(1000).nullable().optional(),
  reason: text(1000).min(1, 'Say why the answer is corrected'),
});
export type CorrectInspectionBody = z.infer<typeof CorrectInspectionBody>;

export const InspectionIdParams = z.strictObject({ id: z.uuid() });
export const InspectionQuestionParams = z.strictObject({ id: z.uuid(), questionId });
export const InspectionPhotoParams = z.strictObject({
  id: z.uuid(),
  sha256: text(64).regex(/^[0-9a-f]{64}$/, 'A sha256 in hex'),
});

/* Answers */

export const InspectionQuestion = z.object({
  id: z.string(),
  text: z.string(),
  kind: QuestionKind,
  raisesFinding: z.boolean(),
  failsOn: z.enum(['yes', 'no']).optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  choices: z.array(z.string()).optional(),
  failingChoices: z.array(z.string()).optional(),
});
export type InspectionQuestion = z.infer<typeof InspectionQuestion>;
export const InspectionSection = z.object({ title: z.string(), questions: z.array(InspectionQuestion) });
export type InspectionSection = z.infer<typeof InspectionSection>;

export const InspectionTemplate = z.object({
  id: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  category: InspectionCategory,
  sections: z.array(InspectionSection),
  updatedAt: z.string(),
});
export type InspectionTemplate = z.infer<typeof InspectionTemplate>;
export const InspectionTemplateList = z.object({ templates: z.array(InspectionTemplate) });
export type InspectionTemplateList = z.infer<typeof InspectionTemplateList>;

export const InspectionSchedule = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateTitle: z.string(),
  establishmentId: z.uuid(),
  establishmentName: z.string(),
  area: z.string().nullable(),
  frequency: InspectionFrequency,
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  assigneeRole: Role.nullable(),
  startsOn: z.string(),
});
export type InspectionSchedule = z.infer<typeof InspectionSchedule>;
/** A schedule no longer running: from the establishment's day it was cancelled on, nothing is due. */
export const CancelledInspectionSchedule = InspectionSchedule.extend({
  cancelledOn: z.string(),
  cancelReason: z.string(),
});
export type CancelledInspectionSchedule = z.infer<typeof CancelledInspectionSchedule>;
/** Running schedules, and the most recently cancelled ones (newest first) for the record. */
export const InspectionScheduleList = z.object({
  schedules: z.array(InspectionSchedule),
  cancelled: z.array(CancelledInspectionSchedule),
});
export type InspectionScheduleList = z.infer<typeof InspectionScheduleList>;

/** A period of a schedule that someone has to inspect. */
export const DueInspection = z.object({
  scheduleId: z.uuid(),
  templateId: z.uuid(),
  templateTitle: z.string(),
  category: InspectionCategory,
  establishmentId: z.uuid(),
  establishmentName: z.string(),
  area: z.string().nullable(),
  frequency: InspectionFrequency,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Its period ended in the establishment's calendar and it is not completed. */
  overdue: z.boolean(),
  assigneeName: z.string().nullable(),
  assigneeRole: Role.nullable(),
  /** The inspection already started for it, to resume. */
  inspectionId: z.uuid().nullable(),
});
export type DueInspection = z.infer<typeof DueInspection>;

export const InspectionSummary = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateTitle: z.string(),
  templateVersion: z.number().int(),
  category: InspectionCategory,
  establishmentId: z.uuid(),
  establishmentName: z.string(),
  area: z.string().nullable(),
  inspectorName: z.string(),
  status: z.enum(inspectionStatuses),
  startedAt: z.string(),
  completedOn: z.string().nullable(),
  score: z.number().nullable(),
  findings: z.number().int(),
  onTime: z.boolean().nullable(),
  periodEnd: z.string().nullable(),
});
export type InspectionSummary = z.infer<typeof InspectionSummary>;

/** Completed inspections per template and establishment, with their scores. */
export const InspectionHistoryRow = z.object({
  templateId: z.uuid(),
  templateTitle: z.string(),
  establishmentId: z.uuid(),
  establishmentName: z.string(),
  completed: z.number().int(),
  averageScore: z.number().nullable(),
  lastScore: z.number().nullable(),
  lastCompletedOn: z.string(),
});
export type InspectionHistoryRow = z.infer<typeof InspectionHistoryRow>;

/** GET /api/inspections: what the caller may see and do. */
export const InspectionOverview = z.object({
  due: z.array(DueInspection),
  inProgress: z.array(InspectionSummary),
  done: z.array(InspectionSummary),
  history: z.array(InspectionHistoryRow),
});
export type InspectionOverview = z.infer<typeof InspectionOverview>;

export const InspectionPhoto = z.object({
  sha256: z.string(),
  size: z.number().int(),
  mediaType: z.string(),
  originalName: z.string(),
  url: z.string(),
});
export type InspectionPhoto = z.infer<typeof InspectionPhoto>;

export const InspectionAnswer = z.object({
  questionId: z.string(),
  /** False when only photos were added so far; `value` null with `answered` is N/A. */
  answered: z.boolean(),
  value: z.string().nullable(),
  note: z.string().nullable(),
  /** The answer fails its question (text and N/A never do). */
  fails: z.boolean(),
  photos: z.array(InspectionPhoto),
});
export type InspectionAnswer = z.infer<typeof InspectionAnswer>;

/** One failing answer of a question that raises findings; `findingId` is stable within the inspection. */
export const InspectionFinding = z.object({
  findingId: z.string(),
  questionId: z.string(),
  section: z.string(),
  question: z.string(),
  answer: z.string(),
  note: z.string().nullable(),
});
export type InspectionFinding = z.infer<typeof InspectionFinding>;
export const InspectionFindings = z.object({ inspectionId: z.uuid(), findings: z.array(InspectionFinding) });
export type InspectionFindings = z.infer<typeof InspectionFindings>;

export const InspectionCorrection = z.object({
  questionId: z.string(),
  previousValue: z.string().nullable(),
  value: z.string().nullable(),
  reason: z.string(),
  correctedByName: z.string(),
  correctedAt: z.string(),
});

/** Who signed the inspection off as they completed it; null for one completed before sign-offs. */
export const InspectionSignOff = z.object({
  name: z.string(),
  signedAt: z.string(),
  attestation: z.string(),
});
export type InspectionSignOff = z.infer<typeof InspectionSignOff>;

export const InspectionDetail = InspectionSummary.extend({
  inspectorId: z.uuid(),
  periodStart: z.string().nullable(),
  completedAt: z.string().nullable(),
  signOff: InspectionSignOff.nullable(),
  timeZone: z.string(),
  sections: z.array(InspectionSection),
  answers: z.array(InspectionAnswer),
  passed: z.number().int().nullable(),
  applicable: z.number().int().nullable(),
  findingList: z.array(InspectionFinding),
  corrections: z.array(InspectionCorrection),
});
export type InspectionDetail = z.infer<typeof InspectionDetail>;

/** The due period an ad hoc start turned out to fulfil. */
export const FulfilledOccurrence = z.object({
  scheduleId: z.uuid(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type FulfilledOccurrence = z.infer<typeof FulfilledOccurrence>;
/** POST /api/inspections: the inspection, and the due period it fulfils when it was started ad hoc. */
export const StartedInspectionResponse = CreatedResponse.extend({
  fulfils: FulfilledOccurrence.nullable(),
});
export type StartedInspectionResponse = z.infer<typeof StartedInspectionResponse>;

export const inspectionRoutes = {
  templates: '/api/inspection-templates',
  template: (id: string) => `/api/inspection-templates/${encodeURIComponent(id)}`,
  schedules: '/api/inspection-schedules',
  schedule: (id: string) => `/api/inspection-schedules/${encodeURIComponent(id)}`,
  cancelSchedule: (id: string) => `/api/inspection-schedules/${encodeURIComponent(id)}/cancel`,
  inspections: '/api/inspections',
  inspection: (id: string) => `/api/inspections/${encodeURIComponent(id)}`,
  findings: (id: string) => `/api/inspections/${encodeURIComponent(id)}/findings`,
  answer: (id: string, questionId: string) =>
    `/api/inspections/${encodeURIComponent(id)}/answers/${encodeURIComponent(questionId)}`,
  photos: (id: string, questionId: string) =>
    `/api/inspections/${encodeURIComponent(id)}/answers/${encodeURIComponent(questionId)}/photos`,
  photo: (id: string, sha256: string) =>
    `/api/inspections/${encodeURIComponent(id)}/photos/${encodeURIComponent(sha256)}`,
  complete: (id: string) => `/api/inspections/${encodeURIComponent(id)}/complete`,
  corrections: (id: string) => `/api/inspections/${encodeURIComponent(id)}/corrections`,
} as const;
