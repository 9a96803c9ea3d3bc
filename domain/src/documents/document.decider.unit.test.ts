import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { DocumentCommand, UploadedFile } from './document.commands.ts';
import { decide, evolve, initialState } from './document.decider.ts';
import type { DocumentEvent, DocumentSigned } from './document.events.ts';
import { codeOf, givenEvents } from '../shared/given-events.ts';

const given = givenEvents({ decide, evolve, initialState });

const admin: CommandMetadata = {
  now: '2026-11-20T09:00:00.000Z',
  today: '2026-11-20',
  userId: 'u-admin',
  userName: 'Alex Morgan',
  role: 'admin',
};
const jamie: CommandMetadata = {
  now: '2026-11-21T14:30:00.000Z',
  today: '2026-11-21',
  userId: 'u-jamie',
  userName: 'Jamie Chen',
  role: 'employee',
};

const file = (sha256: string): UploadedFile => ({
  sha256,
  size: 2048,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: 'safety-manual.pdf',
});
const png = 'data:image/png;base64,iVBORw0KGgo=';

const uploaded: DocumentEvent = {
  type: 'DocumentUploaded',
  data: {
    documentId: 'd-1',
    name: 'Safety Manual',
    category: 'Policy',
    file: { ...file('a'.repeat(64)), version: 1 },
    uploadedBy: 'u-admin',
    uploadedByName: 'Alex Morgan',
    uploadedAt: admin.now,
    needsApproval: false,
  },
};
const version2: DocumentEvent = {
  type: 'DocumentVersionUploaded',
  data: {
    documentId: 'd-1',
    file: { ...file('b'.repeat(64)), version: 2 },
    uploadedBy: 'u-admin',
    uploadedByName: 'Alex Morgan',
    uploadedAt: admin.now,
    needsApproval: false,
    changeNote: null,
  },
};
const required: DocumentEvent = {
  type: 'DocumentSignatureRequirementSet',
  data: {
    documentId: 'd-1',
    requiresSignature: true,
    deadline: '2026-12-01',
    instructions: 'Read chapter 2.',
    departments: [],
    roles: [],
    setBy: 'u-admin',
    setByName: 'Alex Morgan',
    setAt: admin.now,
  },
};
const signedBy = (metadata: CommandMetadata, version: number, sha256: string): DocumentSigned => ({
  type: 'DocumentSigned',
  data: {
    signatureId: `s-${metadata.userId}-${version}`,
    documentId: 'd-1',
    signerId: metadata.userId!,
    signerName: metadata.userName!,
    meaning: 'Read and understood',
    acknowledged: true,
    documentVersion: version,
    documentSha256: sha256,
    signatureImage: png,
    signedAt: metadata.now,
    timeZone: 'America/New_York',
  },
});

type SignOverrides = Partial<{
  acknowledged: boolean;
  expectedVersion: number | null;
  signatureImage: string;
}>;
const sign = (metadata: CommandMetadata, overrides: SignOverrides = {}, version = 1): DocumentCommand => ({
  type: 'SignDocument',
  data: {
    signatureId: `s-${metadata.userId}-${version}`,
    signatureImage: png,
    acknowledged: true,
    expectedVersion: null,
    timeZone: 'America/New_York',
    ...overrides,
  },
  metadata,
});

describe('given no document yet', () => {
  it('when someone uploads one, then DocumentUploaded records version 1, its hash and the uploader', () => {
    expect(
      given().when({
        type: 'UploadDocument',
        data: { documentId: 'd-1', name: '  Safety Manual ', category: 'Policy', file: file('a'.repeat(64)) },
        metadata: admin,
      }),
    ).toEqual([uploaded]);
  });

  it('when the name is blank, then it is refused with the spec text', () => {
    const attempt = () =>
      given().when({
        type: 'UploadDocument',
        data: { documentId: 'd-1', name: '  ', category: 'Policy', file: file('a'.repeat(64)) },
        metadata: admin,
      });
    expect(attempt).toThrowError('Document name is required');
  });

  it('when someone signs it, then it is refused as not found', () => {
    expect(codeOf(() => given().when(sign(jamie)))).toBe('DocumentNotFound');
  });
});

describe('given an uploaded document', () => {
  it('when it is uploaded again under the same id, then it is refused', () => {
    const attempt = () =>
      given(uploaded).when({
        type: 'UploadDocument',
        data: { documentId: 'd-1', name: 'Again', category: 'SDS', file: file('c'.repeat(64)) },
        metadata: admin,
      });
    expect(codeOf(attempt)).toBe('DocumentAlreadyExists');
  });

  it('when the uploader adds a new version, then it is numbered 2 and keeps its own hash', () => {
    expect(
      given(uploaded).when({
        type: 'UploadDocumentVersion',
        data: { file: file('b'.repeat(64)), changeNote: null },
        metadata: admin,
      }),
    ).toEqual([version2]);
  });

  it('when another employee adds a new version, then it is refused', () => {
    const attempt = () =>
      given(uploaded).when({
        type: 'UploadDocumentVersion',
        data: { file: file('b'.repeat(64)), changeNote: null },
        metadata: jamie,
      });
    expect(codeOf(attempt)).toBe('NotYourDocument');
  });

  it('when an admin requires a signature by a deadline, then the requirement is recorded with who set it', () => {
    expect(
      given(uploaded).when({
        type: 'SetSignatureRequirement',
        data: {
          requiresSignature: true,
          deadline: '2026-12-01',
          instructions: ' Read chapter 2. ',
          departments: [],
          roles: [],
        },
        metadata: admin,
      }),
    ).toEqual([required]);
  });

  it('when the same requirement is set again, then nothing changes', () => {
    expect(
      given(uploaded, required).when({
        type: 'SetSignatureRequirement',
        data: {
          requiresSignature: true,
          deadline: '2026-12-01',
          instructions: 'Read chapter 2.',
          departments: [],
          roles: [],
        },
        metadata: admin,
      }),
    ).toEqual([]);
  });

  it('when the requirement is switched off, then deadline and instructions go with it', () => {
    const [event] = given(uploaded, required).when({
      type: 'SetSignatureRequirement',
      data: {
        requiresSignature: false,
        deadline: '2026-12-24',
        instructions: 'ignored',
        departments: ['Safety'],
        roles: [],
      },
      metadata: admin,
    });
    expect(event?.data).toMatchObject({ requiresSignature: false, deadline: null, instructions: null });
  });
});

describe('given a document that requires a signature', () => {
  it('when an employee signs, then the signature names them, its meaning, the time and the exact version hash', () => {
    expect(given(uploaded, required).when(sign(jamie))).toEqual([signedBy(jamie, 1, 'a'.repeat(64))]);
  });

  it('when the acknowledgement is not ticked, then it is refused with the spec text', () => {
    const attempt = () => given(uploaded, required).when(sign(jamie, { acknowledged: false }));
    expect(attempt).toThrowError('Please acknowledge that you have reviewed the document');
  });

  it('when no signature was drawn, then it is refused with the spec text', () => {
    const attempt = () => given(uploaded, required).when(sign(jamie, { signatureImage: '' }));
    expect(attempt).toThrowError('Please provide your signature');
  });

  it('when the same person signs the same version twice, then the second is refused', () => {
    const attempt = () => given(uploaded, required, signedBy(jamie, 1, 'a'.repeat(64))).when(sign(jamie));
    expect(attempt).toThrowError('You have already signed version 1 of this document.');
  });

  it('when someone else signs the same version, then that is their own signature', () => {
    const [event] = given(uploaded, required, signedBy(jamie, 1, 'a'.repeat(64))).when(sign(admin));
    expect(event?.data).toMatchObject({ signerId: 'u-admin', signerName: 'Alex Morgan', documentVersion: 1 });
  });

  it('when a new version arrived after signing, then the signer signs again, for the new hash', () => {
    const [event] = given(uploaded, required, signedBy(jamie, 1, 'a'.repeat(64)), version2).when(
      sign(jamie, {}, 2),
    );
    expect(event?.data).toMatchObject({ documentVersion: 2, documentSha256: 'b'.repeat(64) });
  });

  it('when the signer was shown an older version than the current one, then signing is refused', () => {
    const attempt = () => given(uploaded, required, version2).when(sign(jamie, { expectedVersion: 1 }));
    expect(codeOf(attempt)).toBe('DocumentVersionChanged');
  });

  it('when nobody is signed in, then nobody can sign', () => {
    const attempt = () => given(uploaded, required).when(sign({ ...jamie, userId: null, userName: null }));
    expect(codeOf(attempt)).toBe('NotSignedIn');
  });
});

const retire = (metadata: CommandMetadata, reason = 'Superseded by the 2027 manual'): DocumentCommand => ({
  type: 'RetireDocument',
  data: { reason },
  metadata,
});
const retired: DocumentEvent = {
  type: 'DocumentRetired',
  data: {
    documentId: 'd-1',
    reason: 'Superseded by the 2027 manual',
    retiredBy: 'u-admin',
    retiredByName: 'Alex Morgan',
    retiredAt: admin.now,
  },
};

describe('given a signed document', () => {
  const signed = signedBy(jamie, 1, 'a'.repeat(64));

  it('when an admin retires it with a reason, then DocumentRetired records the reason and who', () => {
    expect(given(uploaded, required, signed).when(retire(admin, '  Superseded by the 2027 manual '))).toEqual(
      [retired],
    );
  });

  it('when an employee tries to retire it, then it is refused', () => {
    expect(codeOf(() => given(uploaded, signed).when(retire(jamie)))).toBe('NotAllowed');
  });

  it('when no reason is given, then it is refused naming the reason field', () => {
    const attempt = () => given(uploaded).when(retire(admin, '   '));
    expect(codeOf(attempt)).toBe('MissingRequiredInformation');
  });

  it('when it was never uploaded, then retiring it is refused as not found', () => {
    expect(codeOf(() => given().when(retire(admin)))).toBe('DocumentNotFound');
  });
});

describe('given a retired document', () => {
  it('when it is retired again, then nothing changes', () => {
    expect(given(uploaded, retired).when(retire(admin))).toEqual([]);
  });

  it('when someone signs it, then signing is refused as retired', () => {
    expect(codeOf(() => given(uploaded, required, retired).when(sign(jamie)))).toBe('DocumentRetired');
  });

  it('when a new version is uploaded, then it is refused as retired', () => {
    const attempt = () =>
      given(uploaded, retired).when({
        type: 'UploadDocumentVersion',
        data: { file: file('b'.repeat(64)), changeNote: null },
        metadata: admin,
      });
    expect(codeOf(attempt)).toBe('DocumentRetired');
  });

  it('when a signature is required again, then it is refused as retired', () => {
    const attempt = () =>
      given(uploaded, retired).when({
        type: 'SetSignatureRequirement',
        data: { requiresSignature: true, deadline: null, instructions: null, departments: [], roles: [] },
        metadata: admin,
      });
    expect(codeOf(attempt)).toBe('DocumentRetired');
  });
});
