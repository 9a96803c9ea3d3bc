import { DomainError, documentAssignmentStreamId } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { AssignDocumentBody } from '@hs/contracts';
import { loadDocument } from '../documents/document-stream.ts';
import type { CommandContext } from '../http/command-context.ts';
import { requireActiveEmployee } from './active-employee.ts';
import { createAssignment, firstEventOf } from './create-assignment.ts';

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
