import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type EmployeeFileCommand } from './employee-file.decider.ts';
import type { EmployeeFileEvent } from './work.events.ts';

const at = '2026-11-22T09:00:00.000Z';
const as = (userId: string, role: string): CommandMetadata => ({
  now: at,
  today: at.slice(0, 10),
  userId,
  userName: `${userId} name`,
  role,
});
const file = {
  sha256: 'a'.repeat(64),
  size: 12,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: 'licence.pdf',
};
const requested: EmployeeFileEvent = {
  type: 'EmployeeFileRequired',
  data: {
    requirementId: 'r-1',
    employeeId: 'e-1',
    fileName: 'Forklift licence',
    fileType: 'license',
    description: null,
    dueDate: null,
    isRequired: true,
    assignedBy: 'a-1',
    assignedByName: 'Admin',
    assignedAt: at,
  },
};
const submittedEvent: EmployeeFileEvent = {
  type: 'EmployeeFileSubmitted',
  data: { requirementId: 'r-1', file, submittedBy: 'e-1', submittedAt: at },
};
const rejectedEvent: EmployeeFileEvent = {
  type: 'EmployeeFileRejected',
  data: {
    requirementId: 'r-1',
    sha256: file.sha256,
    reason: 'Blurred',
    reviewedBy: 'a-1',
    reviewedByName: 'A',
    reviewedAt: at,
  },
};
const when = (events: EmployeeFileEvent[], command: EmployeeFileCommand) =>
  decide(command, events.reduce(evolve, initialState));
const submit = (metadata: CommandMetadata): EmployeeFileCommand => ({
  type: 'SubmitEmployeeFile',
  data: { file },
  metadata,
});
const reject = (reason: string): EmployeeFileCommand => ({
  type: 'RejectEmployeeFile',
  data: { reason },
  metadata: as('a-1', 'admin'),
});
const accept: EmployeeFileCommand = { type: 'AcceptEmployeeFile', data: {}, metadata: as('a-1', 'admin') };

describe('given a requested file', () => {
  it('when its employee uploads it, then the submission is recorded with the file hash', () => {
    expect(when([requested], submit(as('e-1', 'employee')))).toEqual([
      {
        type: 'EmployeeFileSubmitted',
        data: { requirementId: 'r-1', file, submittedBy: 'e-1', submittedAt: at },
      },
    ]);
  });
  it('when another employee or an administrator uploads it, then it is refused', () => {
    expect(() => when([requested], submit(as('e-2', 'employee')))).toThrowError(
      expect.objectContaining({ code: 'NotYourFileRequest' }),
    );
    expect(() => when([requested], submit(as('a-1', 'admin')))).toThrowError(
      expect.objectContaining({ code: 'NotYourFileRequest' }),
    );
  });
  it('when an administrator accepts before anything was uploaded, then it is refused', () => {
    expect(() => when([requested], accept)).toThrowError(expect.objectContaining({ code: 'NoFileToReview' }));
  });
});

describe('given a submitted file', () => {
  it('when the employee uploads again before review, then it is refused', () => {
    expect(() => when([requested, submittedEvent], submit(as('e-1', 'employee')))).toThrowError(
      expect.objectContaining({ code: 'FileAlreadySubmitted' }),
    );
  });
  it('when an administrator rejects it with a reason, then the reason and the reviewed hash are recorded', () => {
    expect(when([requested, submittedEvent], reject('Blurred'))).toEqual([
      {
        type: 'EmployeeFileRejected',
        data: {
          requirementId: 'r-1',
          sha256: file.sha256,
          reason: 'Blurred',
          reviewedBy: 'a-1',
          reviewedByName: 'a-1 name',
          reviewedAt: at,
        },
      },
    ]);
  });
  it('when an administrator accepts it, then it is accepted and cannot be uploaded again', () => {
    const accepted = when([requested, submittedEvent], accept);
    expect(accepted[0]).toMatchObject({ type: 'EmployeeFileAccepted', data: { sha256: file.sha256 } });
    expect(() => when([requested, submittedEvent, ...accepted], submit(as('e-1', 'employee')))).toThrowError(
      expect.objectContaining({ code: 'FileAlreadySubmitted' }),
    );
  });
});

describe('given a rejected file', () => {
  it('when the employee uploads a new file, then it is submitted again', () => {
    expect(when([requested, submittedEvent, rejectedEvent], submit(as('e-1', 'employee')))[0]).toMatchObject({
      type: 'EmployeeFileSubmitted',
    });
  });
});
