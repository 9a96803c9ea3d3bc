import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectPdfUpload } from '../support/document-upload.ts';
import { signaturePng } from '../support/sample-files.ts';
import { startTestApp, type TestApp, DEMO_PASSWORD } from '../support/test-app.ts';
import { injectCalls } from '../support/api-calls.ts';

let t: TestApp;
const cookie: Record<string, string> = {};
const userId: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'employee', 'supervisor', 'lwilson']) {
    cookie[name] = await t.signIn(name);
    userId[name] = (await get(name, '/api/user')).json().id;
  }
});
afterAll(async () => t.close());

const { get, send, remember } = injectCalls(() => t, cookie);

const uploadPdf = async (who: string, name: string, url = '/api/documents') => {
  const response = remember(await injectPdfUpload(t, cookie[who]!, url, name));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; version: number; sha256: string };
};

const requireSignature = (who: string, id: string, body: object) =>
  send(who, 'PATCH', `/api/documents/${id}/signature-requirement`, body);

const sign = (who: string, body: object) =>
  send(who, 'POST', '/api/documents/signatures', {
    signatureData: signaturePng,
    acknowledged: true,
    password: DEMO_PASSWORD,
    ...body,
  });

const pending = async (who: string, forUser = who) => {
  const response = await get(who, `/api/users/${userId[forUser]}/documents/requiring-signature`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    documentId: string;
    currentVersion: number;
    previouslySignedVersion: number | null;
    reasons: string[];
    deadline: string | null;
    overdue: boolean;
    instructions: string | null;
  }[];
};

describe('signature requirements', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadPdf('admin', 'Hearing Protection Policy')).id;
  });

  it('only an administrator may set them; an employee gets 403 and nothing changes', async () => {
    const before = await t.eventCount();
    const refused = await requireSignature('employee', id, {
      requiresSignature: true,
      deadline: '2030-01-31',
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it("an administrator sets one with a deadline and instructions; it puts the document on everyone's list", async () => {
    const response = await requireSignature('admin', id, {
      requiresSignature: true,
      deadline: '2030-01-31',
      instructions: 'Sign after the toolbox talk.',
    });
    expect(response.statusCode).toBe(200);
    const detail = (await get('employee', `/api/documents/${id}`)).json();
    expect(detail).toMatchObject({
      requiresSignature: true,
      signatureDeadline: '2030-01-31',
      signatureInstructions: 'Sign after the toolbox talk.',
      needsMySignature: true,
      mySignature: null,
    });
    for (const who of ['employee', 'supervisor', 'admin']) {
      expect(await pending(who)).toContainEqual(
        expect.objectContaining({
          documentId: id,
          deadline: '2030-01-31',
          overdue: false,
          reasons: ['requirement'],
        }),
      );
    }
  });

  it('a deadline in the past is refused naming the field', async () => {
    const refused = await requireSignature('admin', id, {
      requiresSignature: true,
      deadline: '2020-01-31',
      instructions: 'Late.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'deadline', reason: 'Must be today or later.' }]);
  });

  it('a deadline that has passed since is reported overdue', async () => {
    t.setNow('2020-01-15T12:00:00.000Z');
    await requireSignature('admin', id, {
      requiresSignature: true,
      deadline: '2020-01-31',
      instructions: 'Late.',
    });
    t.setNow(null);
    expect((await pending('employee')).find((p) => p.documentId === id)).toMatchObject({ overdue: true });
  });

  it('switched off, the deadline and instructions go and the document leaves the lists', async () => {
    await requireSignature('admin', id, {
      requiresSignature: false,
      deadline: '2030-01-31',
      instructions: 'x',
    });
    const detail = (await get('employee', `/api/documents/${id}`)).json();
    expect(detail).toMatchObject({
      requiresSignature: false,
      signatureDeadline: null,
      signatureInstructions: null,
    });
    expect((await pending('employee')).map((p) => p.documentId)).not.toContain(id);
  });

  it('a missing document is 404', async () => {
    const response = await requireSignature('admin', '4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a', {
      requiresSignature: true,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('signing', () => {
  let doc: { id: string; sha256: string };
  beforeAll(async () => {
    doc = await uploadPdf('admin', 'Confined Space Entry');
    await requireSignature('admin', doc.id, { requiresSignature: true, deadline: '2030-06-30' });
  });

  it("refuses a userId in the body: nobody signs in another's name, and nothing is stored", async () => {
    const before = await t.eventCount();
    const response = await sign('employee', { documentId: doc.id, userId: userId.lwilson });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'userId', reason: 'Unknown field' }]);
    expect(await t.eventCount()).toBe(before);
    expect(
      (await get('admin', `/api/documents/signatures/${doc.id}/user/${userId.lwilson}`)).json().signature,
    ).toBeNull();
  });

  it('refuses a signature that is not a PNG, or without the acknowledgement', async () => {
    const notPng = await sign('employee', {
      documentId: doc.id,
      signatureData: 'data:image/png;base64,SGVsbG8=',
    });
    expect([notPng.statusCode, notPng.json().detail]).toEqual([
      400,
      'The signature is not a valid PNG image.',
    ]);
    const unacknowledged = await sign('employee', { documentId: doc.id, acknowledged: false });
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json().errors).toEqual([
      { field: 'acknowledged', reason: 'Please acknowledge that you have reviewed the document' },
    ]);
  });

  it('signs as the signed-in user, linked to the exact version and its hash, with printed name and meaning', async () => {
    const response = await sign('employee', { documentId: doc.id, documentVersion: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      documentId: doc.id,
      documentVersion: 1,
      documentSha256: doc.sha256,
    });
    const own = (await get('employee', `/api/documents/signatures/${doc.id}/user/${userId.employee}`)).json();
    expect(own).toMatchObject({
      currentVersion: 1,
      signedCurrentVersion: true,
      signedAt: response.json().signedAt,
      signature: {
        userId: userId.employee,
        signerName: 'Jamie Chen',
        meaning: 'Read and understood',
        acknowledged: true,
        documentVersion: 1,
        documentSha256: doc.sha256,
        signatureData: signaturePng,
      },
    });
    const detail = (await get('supervisor', `/api/documents/${doc.id}`)).json();
    expect(detail.signatures).toEqual([
      expect.objectContaining({ signerName: 'Jamie Chen', documentVersion: 1, documentSha256: doc.sha256 }),
    ]);
    expect((await pending('employee')).map((p) => p.documentId)).not.toContain(doc.id);
    const library = (await get('employee', '/api/documents?search=confined')).json().documents[0];
    expect(library).toMatchObject({
      needsMySignature: false,
      mySignature: { version: 1, signedAt: response.json().signedAt },
    });
  });

  it('refuses signing the same version twice with a clear message', async () => {
    const again = await sign('employee', { documentId: doc.id });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'You have already signed version 1 of this document.',
    ]);
  });

  it("lets a user read their own signature and an admin anyone's, but not another employee", async () => {
    const url = `/api/documents/signatures/${doc.id}/user/${userId.employee}`;
    expect((await get('supervisor', url)).statusCode).toBe(403);
    expect((await get('admin', url)).statusCode).toBe(200);
    expect(
      (await get('supervisor', `/api/users/${userId.employee}/documents/requiring-signature`)).statusCode,
    ).toBe(403);
    expect(
      (await get('admin', `/api/users/${userId.employee}/documents/requiring-signature`)).statusCode,
    ).toBe(200);
  });

  it('a new version puts the document back on the list of whoever signed the old one', async () => {
    const v2 = await uploadPdf('admin', 'Confined Space Entry v2', `/api/documents/${doc.id}/versions`);
    expect((await pending('employee')).find((p) => p.documentId === doc.id)).toMatchObject({
      currentVersion: 2,
      previouslySignedVersion: 1,
    });
    const stale = await sign('employee', { documentId: doc.id, documentVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const signed = await sign('employee', { documentId: doc.id, documentVersion: 2 });
    expect(signed.json()).toMatchObject({ documentVersion: 2, documentSha256: v2.sha256 });
    const detail = (await get('employee', `/api/documents/${doc.id}`)).json();
    expect(
      detail.signatures.map((s: { documentVersion: number; documentSha256: string }) => [
        s.documentVersion,
        s.documentSha256,
      ]),
    ).toEqual([
      [2, v2.sha256],
      [1, doc.sha256],
    ]);
  });
});

describe('documents assigned to sign', () => {
  it("appear on the assignee's list only, with the due date, until signed", async () => {
    const { id } = await uploadPdf('admin', 'Scaffold Checklist');
    const assigned = await send('admin', 'POST', '/api/admin/assign-document', {
      employeeId: userId.lwilson,
      documentId: id,
      action: 'sign',
      dueDate: '2031-03-01',
      instructions: 'Sign before using the scaffold.',
    });
    expect(assigned.statusCode).toBe(201);
    expect((await pending('lwilson')).find((p) => p.documentId === id)).toMatchObject({
      reasons: ['assignment'],
      deadline: '2031-03-01',
      instructions: 'Sign before using the scaffold.',
    });
    expect((await pending('employee')).map((p) => p.documentId)).not.toContain(id);
    expect((await get('lwilson', `/api/documents/${id}`)).json().needsMySignature).toBe(true);
    expect((await sign('lwilson', { documentId: id })).statusCode).toBe(201);
    expect((await pending('lwilson')).map((p) => p.documentId)).not.toContain(id);
    const assignments = await get('admin', `/api/users/${userId.lwilson}/document-assignments`);
    expect(assignments.json().find((a: { documentId: string }) => a.documentId === id)).toMatchObject({
      status: 'completed',
    });
  });
});
