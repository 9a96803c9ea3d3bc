import { z } from 'zod';
import {
  documentActions,
  employeeFileTypes,
  taskPriorities,
  taskStatuses,
  taskTypes,
} from '@hs/domain/vocabulary';
import { Company, CurrentUser, Role } from './auth.ts';
import { boundedDate, text } from './bounds.ts';

const name = text(100).min(1, 'Required');
const optionalText = (max: number) => text(max).nullable().optional();
/** Who the person reports to and where they work: picked from the records, never typed. */
const reportingLine = {
  supervisorId: z.uuid('Choose a supervisor from the list').nullable().optional(),
  homeEstablishmentId: z.uuid('Choose an establishment from the list').nullable().optional(),
};
/** Within a few years of today: the server checks that with its clock. */
const dueDate = boundedDate();

/** A user of the employee list (GET /api/users): the same shape as the signed-in user. */
export const EmployeeSummary = CurrentUser;
export type EmployeeSummary = z.infer<typeof EmployeeSummary>;

/** Departments offered by the Add Employee form; others may be typed. */
export const suggestedDepartments = ['IPSI', 'TODCO', 'Management', 'Safety'] as const;

/** POST /api/admin/employees */
export const NewEmployeeBody = z.strictObject({
  firstName: name,
  lastName: name,
  email: z.email('Enter a valid e-mail address').max(200),
  username: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dots, dashes and underscores only'),
  department: text(100).min(1, 'Required'),
  company: Company,
  position: optionalText(100),
  workLocation: optionalText(100),
  ...reportingLine,
  role: Role.default('employee'),
});
export type NewEmployeeBody = z.infer<typeof NewEmployeeBody>;
export type NewEmployeeInput = z.input<typeof NewEmployeeBody>;

/** PATCH /api/admin/employees/:id: any of the profile fields and the role. */
export const UpdateEmployeeBody = z
  .strictObject({
    firstName: name,
    lastName: name,
    email: z.email().max(200),
    department: text(100).min(1),
    company: Company,
    position: optionalText(100),
    workLocation: optionalText(100),
    ...reportingLine,
    role: Role,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateEmployeeBody = z.infer<typeof UpdateEmployeeBody>;

export const EmployeeIdParams = z.strictObject({ id: z.uuid() });
export const UserIdParams = z.strictObject({ userId: z.uuid() });

export const CreatedResponse = z.object({ id: z.uuid(), consistencyToken: z.string() });
export type CreatedResponse = z.infer<typeof CreatedResponse>;
/** The one-time password the server generated, shown once to the administrator. */
export const TemporaryPasswordResponse = z.object({
  temporaryPassword: z.string(),
  consistencyToken: z.string(),
});
export type TemporaryPasswordResponse = z.infer<typeof TemporaryPasswordResponse>;
export const EmployeeCreatedResponse = CreatedResponse.extend(TemporaryPasswordResponse.shape);
export type EmployeeCreatedResponse = z.infer<typeof EmployeeCreatedResponse>;
export const CommandResponse = z.object({ consistencyToken: z.string().nullable() });
export type CommandResponse = z.infer<typeof CommandResponse>;

// ---- work handed out by administrators ----

/** POST /api/admin/assign-training */
export const AssignTrainingBody = z.strictObject({
  employeeId: z.uuid(),
  trainingId: z.uuid(),
  dueDate,
  notes: optionalText(2000),
});
export type AssignTrainingBody = z.infer<typeof AssignTrainingBody>;

export const DocumentAction = z.enum(documentActions);
/** POST /api/admin/assign-document */
export const AssignDocumentBody = z.strictObject({
  employeeId: z.uuid(),
  documentId: z.uuid(),
  action: DocumentAction,
  dueDate,
  instructions: optionalText(2000),
});
export type AssignDocumentBody = z.infer<typeof AssignDocumentBody>;

export const EmployeeFileType = z.enum(employeeFileTypes);
/** POST /api/admin/employee-files */
export const EmployeeFileBody = z.strictObject({
  employeeId: z.uuid(),
  fileName: text(200).min(1, 'Required'),
  fileType: EmployeeFileType,
  description: optionalText(2000),
  dueDate: dueDate.nullable().optional(),
  isRequired: z.boolean().default(true),
});
export type EmployeeFileBody = z.infer<typeof EmployeeFileBody>;

export const TaskType = z.enum(taskTypes);
export const TaskPriority = z.enum(taskPriorities);
/** The stored statuses, and overdue as read. */
export const TaskStatus = z.enum([...taskStatuses, 'overdue']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** POST /api/employee-tasks (title and description required). */
export const CreateTaskBody = z.strictObject({
  employeeId: z.uuid(),
  title: text(200).min(1, 'Title is required'),
  description: text(5000).min(1, 'Description is required'),
  taskType: TaskType.default('custom'),
  priority: TaskPriority.default('medium'),
  dueDate: dueDate.nullable().optional(),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBody>;

/** PATCH /api/employee-tasks/:id/status, by the assignee or an administrator. */
export const UpdateTaskStatusBody = z.strictObject({
  status: z.enum(taskStatuses),
  /** How it was done, kept with the completion. */
  note: text(2000).nullable().optional(),
});
export type UpdateTaskStatusBody = z.infer<typeof UpdateTaskStatusBody>;

export const Task = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  title: z.string(),
  description: z.string(),
  taskType: TaskType,
  priority: TaskPriority,
  dueDate: z.string().nullable(),
  /** overdue is derived: not completed and past its due date. */
  status: TaskStatus,
  assignedBy: z.uuid().nullable(),
  assignedByName: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The note of the latest status change (the completion note once completed). */
  note: z.string().nullable(),
});
export type Task = z.infer<typeof Task>;

export const AssignmentStatus = z.enum(['assigned', 'completed', 'overdue']);

export const TrainingAssignment = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  trainingId: z.uuid(),
  trainingTitle: z.string(),
  dueDate: z.string(),
  notes: z.string().nullable(),
  status: AssignmentStatus,
  assignedBy: z.uuid().nullable(),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TrainingAssignment = z.infer<typeof TrainingAssignment>;

export const DocumentAssignment = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  documentId: z.uuid(),
  documentName: z.string(),
  action: DocumentAction,
  dueDate: z.string(),
  instructions: z.string().nullable(),
  status: AssignmentStatus,
  assignedBy: z.uuid().nullable(),
  assignedAt: z.string(),
});
export type DocumentAssignment = z.infer<typeof DocumentAssignment>;

export const EmployeeFileRequirement = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  fileName: z.string(),
  fileType: EmployeeFileType,
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  isRequired: z.boolean(),
  /** pending and overdue: nothing uploaded yet (or only a rejected file); then the review's outcome. */
  status: z.enum(['pending', 'overdue', 'submitted', 'accepted', 'rejected']),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  /** The latest file uploaded for this request, null until one is. */
  submission: z
    .object({
      originalName: z.string(),
      size: z.number().int(),
      mediaType: z.string(),
      sha256: z.string(),
      submittedAt: z.string(),
    })
    .nullable(),
  /** Why an administrator rejected the latest file. */
  rejectionReason: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type EmployeeFileRequirement = z.infer<typeof EmployeeFileRequirement>;
