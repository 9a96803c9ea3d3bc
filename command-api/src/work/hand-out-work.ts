import {
  assignmentDecider,
  DomainError,
  documentAssignmentStreamId,
  employeeFileStreamId,
  taskDecider,
  taskStreamId,
  trainingAssignmentStreamId,
  trainingStreamId,
  type AssignmentCommand,
  type TaskStatus,
  type TrainingCreated,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { AssignDocumentBody, AssignTrainingBody, CreateTaskBody, EmployeeFileBody } from '@hs/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import { loadDocument } from '../documents/documents.ts';
import { loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

type Created = { id: string; consistencyToken: string };

/** Work is handed out only to an employee who exists and is active. */
const requireActiveEmployee = async (store: EventStore, employeeId: string) => {
  const { state } = await loadEmployee(store, employeeId);
  if (state.status === 'none') throw new DomainError('EmployeeNotFound', 'No such employee.', ['employeeId']);
  if (state.status === 'inactive')
    throw new DomainError('EmployeeInactive', 'This employee has been deactivated.', ['employeeId']);
};

const firstEventOf = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId, { toVersion: 1 }))[0];

const createAssignment = async (
  store: EventStore,
  streamId: string,
  id: string,
  command: AssignmentCommand,
  context: CommandContext,
): Promise<Created> => {
  const { result } = await handleCommand(
    store,
    streamId,
    assignmentDecider,
    command,
    context.event(command.type),
    { expected: 0 },
  );
  return { id, consistencyToken: formatPosition(result!.position) };
};

export const assignTraining = async (
  store: EventStore,
  body: AssignTrainingBody,
  context: CommandContext,
) => {
  await requireActiveEmployee(store, body.employeeId);
  const training = await firstEventOf(store, trainingStreamId(body.trainingId));
  if (!training) throw new DomainError('TrainingNotFound', 'No such training.', ['trainingId']);
  const assignmentId = newId();
  return createAssignment(
    store,
    trainingAssignmentStreamId(assignmentId),
    assignmentId,
    {
      type: 'AssignTraining',
      data: {
        assignmentId,
        employeeId: body.employeeId,
        trainingId: body.trainingId,
        trainingTitle: (training.data as TrainingCreated['data']).title,
        dueDate: body.dueDate,
        notes: body.notes ?? null,
      },
      metadata: context.command,
    },
    context,
  );
};

export const assignDocument = async (
  store: EventStore,
  body: AssignDocumentBody,
  context: CommandContext,
) => {
  await requireActiveEmployee(store, body.employeeId);
  const document = await firstEventOf(store, `document-${body.documentId}`);
  if (!document) throw new DomainError('DocumentNotFound', 'No such document.', ['documentId']);
  const state = await loadDocument(store, body.documentId);
  if (state.status === 'active' && state.retired) {
    throw new DomainError('DocumentRetired', 'This document has been retired.', ['documentId']);
  }
  // Only an approved document can be read and signed by the person it is handed to.
  if (state.status === 'active' && state.currentVersion === 0) {
    throw new DomainError(
      'DocumentAwaitingApproval',
      'This document has not been approved yet and cannot be assigned.',
      ['documentId'],
    );
  }
  const assignmentId = newId();
  return createAssignment(
    store,
    documentAssignmentStreamId(assignmentId),
    assignmentId,
    {
      type: 'AssignDocument',
      data: {
        assignmentId,
        employeeId: body.employeeId,
        documentId: body.documentId,
        documentName: String((document.data as { name?: unknown }).name ?? ''),
        action: body.action,
        dueDate: body.dueDate,
        instructions: body.instructions ?? null,
      },
      metadata: context.command,
    },
    context,
  );
};

export const requireEmployeeFile = async (
  store: EventStore,
  body: EmployeeFileBody,
  context: CommandContext,
) => {
  await requireActiveEmployee(store, body.employeeId);
  const requirementId = newId();
  return createAssignment(
    store,
    employeeFileStreamId(requirementId),
    requirementId,
    {
      type: 'RequireEmployeeFile',
      data: {
        requirementId,
        employeeId: body.employeeId,
        fileName: body.fileName,
        fileType: body.fileType,
        description: body.description ?? null,
        dueDate: body.dueDate ?? null,
        isRequired: body.isRequired,
      },
      metadata: context.command,
    },
    context,
  );
};

export const assignTask = async (
  store: EventStore,
  body: CreateTaskBody,
  context: CommandContext,
): Promise<Created> => {
  await requireActiveEmployee(store, body.employeeId);
  const taskId = newId();
  const { result } = await handleCommand(
    store,
    taskStreamId(taskId),
    taskDecider,
    {
      type: 'AssignTask',
      data: {
        taskId,
        employeeId: body.employeeId,
        title: body.title,
        description: body.description,
        taskType: body.taskType,
        priority: body.priority,
        dueDate: body.dueDate ?? null,
      },
      metadata: context.command,
    },
    context.event('AssignTask'),
    { expected: 0 },
  );
  return { id: taskId, consistencyToken: formatPosition(result!.position) };
};

export const changeTaskStatus = async (
  store: EventStore,
  taskId: string,
  { status, note }: { status: TaskStatus; note?: string | null | undefined },
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    taskStreamId(taskId),
    taskDecider,
    { type: 'ChangeTaskStatus', data: { status, note: note || null }, metadata: context.command },
    context.event('ChangeTaskStatus'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
