import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { EmployeeFileEvent, SubmittedFile } from './work.events.ts';

export type SubmitEmployeeFile = Command<'SubmitEmployeeFile', { file: SubmittedFile }>;
export type AcceptEmployeeFile = Command<'AcceptEmployeeFile', Record<string, never>>;
export type RejectEmployeeFile = Command<'RejectEmployeeFile', { reason: string }>;
export type EmployeeFileCommand = SubmitEmployeeFile | AcceptEmployeeFile | RejectEmployeeFile;

export type EmployeeFileStatus = 'requested' | 'submitted' | 'accepted' | 'rejected';
export type EmployeeFileRequest =
  | { status: 'none' }
  | { status: EmployeeFileStatus; requirementId: string; employeeId: string; sha256: string | null };

export const initialState: EmployeeFileRequest = { status: 'none' };

export const evolve = (state: EmployeeFileRequest, event: EmployeeFileEvent): EmployeeFileRequest => {
  if (event.type === 'EmployeeFileRequired') {
    const { requirementId, employeeId } = event.data;
    return { status: 'requested', requirementId, employeeId, sha256: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmployeeFileSubmitted':
      return { ...state, status: 'submitted', sha256: event.data.file.sha256 };
    case 'EmployeeFileAccepted':
      return { ...state, status: 'accepted' };
    case 'EmployeeFileRejected':
      return { ...state, status: 'rejected' };
  }
};

/** The file under review: an administrator accepts or rejects exactly what was submitted. */
const submitted = (state: EmployeeFileRequest) => {
  if (state.status === 'none') throw new DomainError('FileRequestNotFound', 'No such file request.');
  if (state.status !== 'submitted') {
    throw new DomainError('NoFileToReview', 'There is no submitted file waiting for review.');
  }
  return { ...state, sha256: state.sha256! };
};

export const decide = (command: EmployeeFileCommand, state: EmployeeFileRequest): EmployeeFileEvent[] => {
  const { now, userId, userName } = command.metadata;
  switch (command.type) {
    case 'SubmitEmployeeFile': {
      if (state.status === 'none') throw new DomainError('FileRequestNotFound', 'No such file request.');
      // The file is the employee's own evidence: nobody uploads it in their name.
      if (userId !== state.employeeId) {
        throw new DomainError(
          'NotYourFileRequest',
          'Only the employee this file was requested from can upload it.',
        );
      }
      if (state.status === 'submitted' || state.status === 'accepted') {
        throw new DomainError(
          'FileAlreadySubmitted',
          state.status === 'accepted'
            ? 'This file has already been accepted.'
            : 'A file is already waiting for review.',
        );
      }
      return [
        {
          type: 'EmployeeFileSubmitted',
          data: {
            requirementId: state.requirementId,
            file: command.data.file,
            submittedBy: userId,
            submittedAt: now,
          },
        },
      ];
    }
    case 'AcceptEmployeeFile': {
      const request = submitted(state);
      return [
        {
          type: 'EmployeeFileAccepted',
          data: {
            requirementId: request.requirementId,
            sha256: request.sha256,
            reviewedBy: userId ?? '',
            reviewedByName: userName ?? '',
            reviewedAt: now,
          },
        },
      ];
    }
    case 'RejectEmployeeFile': {
      const request = submitted(state);
      return [
        {
          type: 'EmployeeFileRejected',
          data: {
            requirementId: request.requirementId,
            sha256: request.sha256,
            reason: command.data.reason,
            reviewedBy: userId ?? '',
            reviewedByName: userName ?? '',
            reviewedAt: now,
          },
        },
      ];
    }
  }
};
