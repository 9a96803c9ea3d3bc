import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import {
  decide,
  evolve,
  initialState,
  type SubmitTrainingCertificate,
  type TrainingCertificateCommand,
} from './training-certificate.decider.ts';
import type { TrainingCertificateEvent } from './training-certificate.events.ts';

const at = '2026-11-22T09:00:00.000Z';
const as = (userId: string, role: string): CommandMetadata => ({
  now: at,
  today: '2026-11-22',
  userId,
  userName: `${userId} name`,
  role,
});
const employee = as('e-1', 'employee');
const admin = as('a-1', 'admin');
const officer = as('o-1', 'safety-officer');
const file = {
  sha256: 'a'.repeat(64),
  size: 12,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: 'first-aid.pdf',
};
const details = {
  certificateId: 'c-1',
  trainingId: 't-1',
  userId: 'e-1',
  issuer: 'Red Cross',
  certificateNumber: 'RC-1',
  issuedOn: '2026-10-01',
  expiresOn: '2028-10-01',
};
const submit = (
  metadata: CommandMetadata,
  data: Partial<SubmitTrainingCertificate['data']> = {},
): SubmitTrainingCertificate => ({
  type: 'SubmitTrainingCertificate',
  data: { ...details, file, course: { title: 'First Aid' }, ...data },
  metadata,
});
const submitted: TrainingCertificateEvent = {
  type: 'TrainingCertificateSubmitted',
  data: { ...details, trainingTitle: 'First Aid', file, submittedBy: 'e-1', submittedAt: at },
};
const accept = (metadata: CommandMetadata): TrainingCertificateCommand => ({
  type: 'AcceptTrainingCertificate',
  data: {},
  metadata,
});
const reject = (metadata: CommandMetadata, reason: string): TrainingCertificateCommand => ({
  type: 'RejectTrainingCertificate',
  data: { reason },
  metadata,
});
const given = (...events: TrainingCertificateEvent[]) => ({
  when: (command: TrainingCertificateCommand) => decide(command, events.reduce(evolve, initialState)),
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; fields: readonly string[] };
  }
  throw new Error('expected a refusal');
};

describe('an employee records an outside certificate', () => {
  it('records it for themself with the course title and the file hash', () => {
    expect(given().when(submit(employee))).toEqual([submitted]);
  });

  it('cannot record one in someone else’s name', () => {
    expect(refusal(() => given().when(submit(employee, { userId: 'e-2' })))).toMatchObject({
      code: 'NotAllowed',
      fields: ['userId'],
    });
  });

  it('an administrator records one for anyone', () => {
    expect(given().when(submit(admin, { userId: 'e-2' }))[0]).toMatchObject({
      data: { userId: 'e-2', submittedBy: 'a-1' },
    });
  });

  it('is refused for a course that does not exist', () => {
    expect(refusal(() => given().when(submit(employee, { course: null })))).toMatchObject({
      code: 'TrainingNotFound',
      fields: ['trainingId'],
    });
  });

  it('is refused when issued after the site’s today, naming issuedOn', () => {
    expect(refusal(() => given().when(submit(employee, { issuedOn: '2026-11-23' })))).toMatchObject({
      code: 'DateOutOfRange',
      fields: ['issuedOn'],
    });
  });

  it('may be issued today', () => {
    expect(given().when(submit(employee, { issuedOn: '2026-11-22' }))).toHaveLength(1);
  });

  it('is refused when it expires on or before its issue day, naming expiresOn', () => {
    expect(refusal(() => given().when(submit(employee, { expiresOn: '2026-10-01' })))).toMatchObject({
      code: 'DateOutOfRange',
      fields: ['expiresOn'],
    });
  });

  it('is refused without an issuer', () => {
    expect(refusal(() => given().when(submit(employee, { issuer: '  ' })))).toMatchObject({
      code: 'MissingRequiredInformation',
      fields: ['issuer'],
    });
  });

  it('cannot be recorded twice under one id', () => {
    expect(refusal(() => given(submitted).when(submit(employee)))).toMatchObject({
      code: 'CertificateAlreadyRecorded',
    });
  });
});

describe('the safety team reviews a submitted certificate', () => {
  it('accepting it records the course, person and dates the matrix needs', () => {
    expect(given(submitted).when(accept(admin))).toEqual([
      {
        type: 'TrainingCertificateAccepted',
        data: {
          trainingId: 't-1',
          userId: 'e-1',
          issuedOn: '2026-10-01',
          expiresOn: '2028-10-01',
          acceptedBy: 'a-1',
          acceptedByName: 'a-1 name',
          acceptedAt: at,
        },
      },
    ]);
  });

  it('an employee cannot accept one', () => {
    expect(refusal(() => given(submitted).when(accept(as('e-9', 'employee'))))).toMatchObject({
      code: 'NotAllowed',
    });
  });

  it('whoever recorded it cannot accept it too', () => {
    const byAdmin = { ...submitted, data: { ...submitted.data, submittedBy: 'a-1' } };
    expect(refusal(() => given(byAdmin).when(accept(admin)))).toMatchObject({ code: 'NotAllowed' });
    expect(given(byAdmin).when(accept(officer))).toHaveLength(1);
  });

  it('rejecting it keeps the reason', () => {
    expect(given(submitted).when(reject(officer, ' Illegible scan '))).toEqual([
      {
        type: 'TrainingCertificateRejected',
        data: { reason: 'Illegible scan', rejectedBy: 'o-1', rejectedByName: 'o-1 name', rejectedAt: at },
      },
    ]);
  });

  it('a rejection needs a reason', () => {
    expect(refusal(() => given(submitted).when(reject(officer, '  ')))).toMatchObject({
      code: 'MissingRequiredInformation',
      fields: ['reason'],
    });
  });

  it('only a submitted certificate is reviewed', () => {
    const accepted = given(submitted).when(accept(admin));
    expect(refusal(() => given(submitted, ...accepted).when(reject(officer, 'Late')))).toMatchObject({
      code: 'NoCertificateToReview',
    });
    expect(refusal(() => given().when(accept(admin)))).toMatchObject({ code: 'CertificateNotFound' });
  });
});
