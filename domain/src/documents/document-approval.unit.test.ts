import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { DocumentCommand, UploadedFile } from './document.commands.ts';
import { decide, evolve, initialState } from './document.decider.ts';
import { codeOf, givenEvents } from '../shared/given-events.ts';

const given = givenEvents({ decide, evolve, initialState });
const as = (userId: string, role: string): CommandMetadata => ({
  now: '2026-11-20T09:00:00.000Z',
  today: '2026-11-20',
  userId,
  userName: userId,
  role,
});
const admin = as('u-admin', 'admin');
const officer = as('u-officer', 'safety-officer');
const jamie = as('u-jamie', 'employee');
const file = (sha256: string): UploadedFile => ({
  sha256,
  size: 10,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: 'a.pdf',
});
const upload = (metadata: CommandMetadata): DocumentCommand => ({
  type: 'UploadDocument',
  data: { documentId: 'd-1', name: 'Lockout', category: 'Procedures', file: file('a'.repeat(64)) },
  metadata,
});
const newVersion = (metadata: CommandMetadata, changeNote: string | null = null): DocumentCommand => ({
  type: 'UploadDocumentVersion',
  data: { file: file('b'.repeat(64)), changeNote },
  metadata,
});
const approve = (metadata: CommandMetadata, version: number): DocumentCommand => ({
  type: 'ApproveDocumentVersion',
  data: { version },
  metadata,
});
const reject = (metadata: CommandMetadata, version: number, reason: string): DocumentCommand => ({
  type: 'RejectDocumentVersion',
  data: { version, reason },
  metadata,
});
const sign = (metadata: CommandMetadata): DocumentCommand => ({
  type: 'SignDocument',
  data: {
    signatureId: 's-1',
    signatureImage: 'data:image/png;base64,iVBO',
    acknowledged: true,
    expectedVersion: null,
    timeZone: 'America/Chicago',
  },
  metadata,
});
const byJamie = given().when(upload(jamie));
const byAdmin = given().when(upload(admin));

describe('uploads by people who do not manage documents', () => {
  it('an employee upload waits for approval; an admin or safety officer upload is published at once', () => {
    expect(byJamie[0]?.data).toMatchObject({ needsApproval: true });
    expect(byAdmin[0]?.data).toMatchObject({ needsApproval: false });
    expect(given().when(upload(officer))[0]?.data).toMatchObject({ needsApproval: false });
    expect(given().when(upload(as('', 'system')))[0]?.data).toMatchObject({ needsApproval: false });
  });

  it('a document waiting for approval cannot be signed', () => {
    expect(codeOf(() => given(...byJamie).when(sign(jamie)))).toBe('DocumentAwaitingApproval');
  });

  it('an employee cannot approve, a safety officer can, with who and when', () => {
    expect(codeOf(() => given(...byJamie).when(approve(jamie, 1)))).toBe('NotAllowed');
    expect(given(...byJamie).when(approve(officer, 1))).toEqual([
      {
        type: 'DocumentVersionApproved',
        data: {
          documentId: 'd-1',
          version: 1,
          approvedBy: 'u-officer',
          approvedByName: 'u-officer',
          approvedAt: officer.now,
        },
      },
    ]);
  });

  it('after approval it can be signed, and approving again changes nothing', () => {
    const approved = given(...byJamie).when(approve(admin, 1));
    expect(given(...byJamie, ...approved).when(sign(jamie))[0]?.data).toMatchObject({ documentVersion: 1 });
    expect(given(...byJamie, ...approved).when(approve(admin, 1))).toEqual([]);
  });

  it('a rejection needs a reason and records it with who rejected', () => {
    expect(codeOf(() => given(...byJamie).when(reject(admin, 1, '  ')))).toBe('MissingRequiredInformation');
    expect(given(...byJamie).when(reject(admin, 1, ' Wrong form '))[0]?.data).toMatchObject({
      version: 1,
      reason: 'Wrong form',
      rejectedBy: 'u-admin',
    });
  });

  it('a version not waiting for approval cannot be approved or rejected', () => {
    expect(codeOf(() => given(...byAdmin).when(approve(admin, 2)))).toBe('NoVersionAwaitingApproval');
    expect(codeOf(() => given(...byJamie).when(reject(admin, 2, 'no')))).toBe('NoVersionAwaitingApproval');
  });
});

describe('new versions', () => {
  it("an employee's new version waits while the current one stays in force and signable", () => {
    const approved = given(...byJamie).when(approve(admin, 1));
    const v2 = given(...byJamie, ...approved).when(newVersion(jamie, ' Fixed step 3 '));
    expect(v2[0]?.data).toMatchObject({
      needsApproval: true,
      changeNote: 'Fixed step 3',
      file: { version: 2 },
    });
    expect(given(...byJamie, ...approved, ...v2).when(sign(jamie))[0]?.data).toMatchObject({
      documentVersion: 1,
      documentSha256: 'a'.repeat(64),
    });
  });

  it('no second version while one waits for approval', () => {
    const approved = given(...byJamie).when(approve(admin, 1));
    const v2 = given(...byJamie, ...approved).when(newVersion(jamie));
    expect(codeOf(() => given(...byJamie, ...approved, ...v2).when(newVersion(admin)))).toBe(
      'VersionAwaitingApproval',
    );
  });

  it('after a rejected first version the uploader may send another, numbered 2', () => {
    const rejected = given(...byJamie).when(reject(admin, 1, 'Unreadable scan'));
    expect(given(...byJamie, ...rejected).when(newVersion(jamie))[0]?.data).toMatchObject({
      needsApproval: true,
      file: { version: 2 },
    });
  });

  it('a safety officer may add a version to a document someone else uploaded', () => {
    expect(given(...byAdmin).when(newVersion(officer))[0]?.data).toMatchObject({ needsApproval: false });
  });
});

describe('signature requirement for departments and roles', () => {
  it('records the departments and roles, trimmed, without duplicates, in order', () => {
    const [event] = given(...byAdmin).when({
      type: 'SetSignatureRequirement',
      data: {
        requiresSignature: true,
        deadline: null,
        instructions: null,
        departments: [' Maintenance', 'Maintenance', 'Assembly'],
        roles: ['supervisor'],
      },
      metadata: admin,
    });
    expect(event?.data).toMatchObject({ departments: ['Assembly', 'Maintenance'], roles: ['supervisor'] });
  });
});

describe('retirement by the safety team', () => {
  const retire = (metadata: CommandMetadata): DocumentCommand => ({
    type: 'RetireDocument',
    data: { reason: 'Superseded' },
    metadata,
  });

  it('a safety officer may retire a document, as the roles table says', () => {
    expect(given(...byAdmin).when(retire(officer))[0]?.type).toBe('DocumentRetired');
  });

  it('a version still waiting when the document is retired can no longer be approved or rejected', () => {
    const approved = given(...byJamie).when(approve(admin, 1));
    const v2 = given(...byJamie, ...approved).when(newVersion(jamie));
    const retired = given(...byJamie, ...approved, ...v2).when(retire(admin));
    const after = [...byJamie, ...approved, ...v2, ...retired];
    expect(codeOf(() => given(...after).when(approve(admin, 2)))).toBe('DocumentRetired');
    expect(codeOf(() => given(...after).when(reject(admin, 2, 'Late')))).toBe('DocumentRetired');
  });
});
