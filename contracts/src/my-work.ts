import { z } from 'zod';
import { taskStatuses } from '@hs/domain/vocabulary';
import { DocumentAction, EmployeeFileRequirement, EmployeeFileType, TaskPriority } from './employees.ts';
import { text } from './bounds.ts';
import { ActionPriority, ActionState } from './corrective-actions.ts';
import { acceptedFileTypes } from './documents.ts';
import { InspectionCategory, InspectionFrequency } from './inspections.ts';
import { TrainingType } from './trainings.ts';

/**
 * What one person has to do, from every kind of work handed out. `kind` tells them apart so new
 * kinds (inspections, corrective actions) join the same list without changing the others.
 */
const base = {
  /** The id the item's own commands take: task, training, document or file request. */
  id: z.uuid(),
  title: z.string(),
  /** YYYY-MM-DD or null when there is no due date. */
  dueDate: z.string().nullable(),
  /** Past its due date in the site's time zone and not done. */
  overdue: z.boolean(),
  /** When it was finished; null while it is open. */
  doneAt: z.string().nullable(),
};

export const MyTaskItem = z.object({
  ...base,
  kind: z.literal('task'),
  description: z.string(),
  priority: TaskPriority,
  status: z.enum(taskStatuses),
  note: z.string().nullable(),
});
export const MyTrainingItem = z.object({
  ...base,
  kind: z.literal('training'),
  /** The assignment; `trainingId` is what registration takes. */
  trainingId: z.uuid(),
  notes: z.string().nullable(),
  type: TrainingType,
  sessionDate: z.string().nullable(),
  sessionTime: z.string().nullable(),
  location: z.string().nullable(),
  registered: z.boolean(),
  /** The place in line when the session was full and the person joined its waitlist. */
  waitlistPosition: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export const MyDocumentItem = z.object({
  ...base,
  kind: z.literal('document'),
  /** `id` is the document's id. */
  action: DocumentAction,
  instructions: z.string().nullable(),
  currentVersion: z.number().int(),
});
export const MyFileItem = z.object({
  ...base,
  kind: z.literal('file'),
  fileType: EmployeeFileType,
  description: z.string().nullable(),
  status: EmployeeFileRequirement.shape.status,
  rejectionReason: z.string().nullable(),
  submittedName: z.string().nullable(),
});
/** A corrective action the person owns; overdue in its establishment's time zone. */
export const MyActionItem = z.object({
  ...base,
  kind: z.literal('action'),
  priority: ActionPriority,
  state: ActionState,
  /** The action's due date is always set. */
  dueDate: z.string(),
});
/** A scheduled inspection's period: `id` is the schedule, the period tells occurrences apart. */
export const MyInspectionItem = z.object({
  ...base,
  kind: z.literal('inspection'),
  scheduleId: z.uuid(),
  periodStart: z.string(),
  periodEnd: z.string(),
  category: InspectionCategory,
  frequency: InspectionFrequency,
  establishmentName: z.string(),
  area: z.string().nullable(),
  /** The inspection already started for this period, to resume. */
  inspectionId: z.uuid().nullable(),
});
export const MyWorkItem = z.discriminatedUnion('kind', [
  MyTaskItem,
  MyTrainingItem,
  MyDocumentItem,
  MyFileItem,
  MyActionItem,
  MyInspectionItem,
]);
export type MyWorkItem = z.infer<typeof MyWorkItem>;
export type MyWorkKind = MyWorkItem['kind'];

/** GET /api/my-work and, for administrators, GET /api/users/:userId/work. */
export const MyWork = z.object({
  /** The site's calendar date the overdue flags were computed for. */
  today: z.string(),
  counts: z.object({ open: z.number().int(), overdue: z.number().int(), done: z.number().int() }),
  /** Open work: overdue first, then by due date (none last). */
  items: z.array(MyWorkItem),
  /** Finished work, most recent first. */
  done: z.array(MyWorkItem),
});
export type MyWork = z.infer<typeof MyWork>;

/** What a requested file may be: any document type, and photos or scans as JPEG or PNG. */
export const requestedFileTypes = [...acceptedFileTypes, 'jpg', 'jpeg', 'png'] as const;
export const requestedFileTypesText =
  'Only PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, JPG and PNG files are accepted';

export const FileRequestParams = z.strictObject({ id: z.uuid() });
/** POST /api/admin/employee-files/:id/reject */
export const RejectEmployeeFileBody = z.strictObject({
  reason: text(1000).min(1, 'Say why the file is rejected'),
});
export type RejectEmployeeFileBody = z.infer<typeof RejectEmployeeFileBody>;

export const myWorkRoutes = {
  myWork: '/api/my-work',
  userWork: (userId: string) => `/api/users/${encodeURIComponent(userId)}/work`,
  uploadRequestedFile: (id: string) => `/api/my-work/files/${encodeURIComponent(id)}`,
  requestedFileDownload: (id: string) => `/api/employee-files/${encodeURIComponent(id)}/file`,
  acceptFile: (id: string) => `/api/admin/employee-files/${encodeURIComponent(id)}/accept`,
  rejectFile: (id: string) => `/api/admin/employee-files/${encodeURIComponent(id)}/reject`,
  pendingSigners: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/pending-signers`,
} as const;

/** Someone who still has to sign a document's current version (administrators' document view). */
export const PendingSigner = z.object({
  userId: z.uuid(),
  name: z.string(),
  department: z.string(),
  /** Required of everyone, and/or assigned to this person. */
  reasons: z.array(z.enum(['requirement', 'assignment'])),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type PendingSigner = z.infer<typeof PendingSigner>;
export const PendingSigners = z.object({ currentVersion: z.number().int(), pending: z.array(PendingSigner) });
export type PendingSigners = z.infer<typeof PendingSigners>;
