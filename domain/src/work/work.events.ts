import type { Event } from '../shared/command.ts';

export const taskTypes = ['training', 'document_review', 'inspection', 'certification', 'custom'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
/** Stored statuses; "overdue" is derived from the due date when read. */
export const taskStatuses = ['assigned', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

type AssignedBy = { assignedBy: string | null; assignedByName: string | null; assignedAt: string };

export type TaskAssigned = Event<
  'TaskAssigned',
  AssignedBy & {
    taskId: string;
    employeeId: string;
    title: string;
    description: string;
    taskType: TaskType;
    priority: TaskPriority;
    dueDate: string | null;
  }
>;
export type TaskStatusChanged = Event<
  'TaskStatusChanged',
  {
    from: TaskStatus;
    to: TaskStatus;
    changedBy: string | null;
    changedAt: string;
    /** What the person who moved it says (how it was done); absent on events recorded before notes. */
    note?: string | null;
  }
>;
export type TaskEvent = TaskAssigned | TaskStatusChanged;

export type TrainingAssigned = Event<
  'TrainingAssigned',
  AssignedBy & {
    assignmentId: string;
    employeeId: string;
    trainingId: string;
    trainingTitle: string;
    dueDate: string;
    notes: string | null;
    /** A renewal's: the day of the completion it renews, which therefore does not complete it. */
    renewsCompletedOn?: string;
  }
>;

export const documentActions = ['sign', 'review', 'acknowledge'] as const;
export type DocumentAction = (typeof documentActions)[number];
export type DocumentAssigned = Event<
  'DocumentAssigned',
  AssignedBy & {
    assignmentId: string;
    employeeId: string;
    documentId: string;
    documentName: string;
    action: DocumentAction;
    dueDate: string;
    instructions: string | null;
  }
>;

export const employeeFileTypes = [
  'safety-certificate',
  'training-record',
  'compliance-doc',
  'medical-record',
  'license',
  'other',
] as const;
export type EmployeeFileType = (typeof employeeFileTypes)[number];
export type EmployeeFileRequired = Event<
  'EmployeeFileRequired',
  AssignedBy & {
    requirementId: string;
    employeeId: string;
    fileName: string;
    fileType: EmployeeFileType;
    description: string | null;
    dueDate: string | null;
    isRequired: boolean;
  }
>;

export type AssignmentEvent = TrainingAssigned | DocumentAssigned | EmployeeFileRequired;

/** The file an employee sent for a request: checked and stored like a document file. */
export type SubmittedFile = {
  sha256: string;
  size: number;
  mediaType: string;
  fileType: string;
  originalName: string;
};
export type EmployeeFileSubmitted = Event<
  'EmployeeFileSubmitted',
  { requirementId: string; file: SubmittedFile; submittedBy: string; submittedAt: string }
>;
export type EmployeeFileAccepted = Event<
  'EmployeeFileAccepted',
  { requirementId: string; sha256: string; reviewedBy: string; reviewedByName: string; reviewedAt: string }
>;
export type EmployeeFileRejected = Event<
  'EmployeeFileRejected',
  {
    requirementId: string;
    sha256: string;
    reason: string;
    reviewedBy: string;
    reviewedByName: string;
    reviewedAt: string;
  }
>;
export type EmployeeFileEvent =
  EmployeeFileRequired | EmployeeFileSubmitted | EmployeeFileAccepted | EmployeeFileRejected;

export const taskStreamId = (taskId: string): string => `task-${taskId}`;
export const trainingAssignmentStreamId = (id: string): string => `trainingAssignment-${id}`;
export const documentAssignmentStreamId = (id: string): string => `documentAssignment-${id}`;
export const employeeFileStreamId = (id: string): string => `employeeFile-${id}`;
