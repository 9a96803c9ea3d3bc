import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentationOn } from '@hs/read-models/documents/compliance.queries';
import { multipart, type FormPart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp, DEMO_PASSWORD } from '../support/test-app.ts';
import { injectCalls } from '../support/api-calls.ts';

let t: TestApp;
const cookie: Record<string, string> = {};
const idOf: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'officer', 'supervisor', 'employee', 'dokafor', 'lwilson']) {
    cookie[who] = await t.signIn(who);
    idOf[who] = (await get(who, '/api/user')).json().id;
  }
});
afterAll(async () => t.close());

const { get, send, remember } = injectCalls(() => t, cookie);

const uploadAs = async (who: string, parts: FormPart[], url = '/api/documents') => {
  const body = multipart(parts);
  return remember(
    await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: cookie[who]! },
    }),
  );
};
const uploadDocument = (who: string, name: string) =>
  uploadAs(who, [
    { name: 'name', value: name },
    { name: 'category', value: 'Procedures' },
    { name: 'file', fileName: `${name}.pdf`, content: pdfFile(name) },
  ]);
const libraryNames = async (who: string) =>
  (await get(who, '/api/documents?pageSize=100')).json().documents.map((d: { name: string }) => d.name);
const toSign = async (who: string) =>
  (await get('admin', `/api/users/${idOf[who]}/documents/requiring-signature`))
    .json()
    .map((d: { name: string }) => d.name);
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('an upload by an employee', () => {
  let id: string;
  beforeAll(async () => {
    const response = await uploadDocument('employee', 'Ladder inspection checklist');
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('pending');
    id = response.json().id;
  });

  it('is not in the library or openable for others until approved, and cannot be signed', async () => {
    expect(await libraryNames('lwilson')).not.toContain('Ladder inspection checklist');
    expect((await get('lwilson', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await get('lwilson', `/api/documents/${id}/versions/1/download`)).statusCode).toBe(404);
    expect((await get('employee', `/api/documents/${id}`)).json()).toMatchObject({
      approvalStatus: 'pending',
    });
    const signing = await send('employee', 'POST', '/api/documents/signatures', {
      documentId: id,
      signatureData: png,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
    expect(signing.statusCode).toBe(422);
    expect(signing.json().detail).toBe('This document has not been approved yet and cannot be signed.');
  });

  it('waits in the approval queue of administrators and safety officers, and of nobody else but its uploader', async () => {
    for (const manager of ['admin', 'officer']) {
      const queue = (await get(manager, '/api/documents/approvals')).json();
      expect(queue).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            documentId: id,
            version: 1,
            status: 'pending',
            documentName: 'Ladder inspection checklist',
          }),
        ]),
      );
    }
    const pendingIds = async (who: string) =>
      (await get(who, '/api/documents/approvals')).json().map((s: { documentId: string }) => s.documentId);
    expect(await pendingIds('employee')).toEqual([id]);
    expect(await pendingIds('lwilson')).toEqual([]);
  });

  it('cannot be assigned to anyone before it is approved', async () => {
    const assigned = await send('admin', 'POST', '/api/admin/assign-document', {
      employeeId: idOf.lwilson,
      documentId: id,
      action: 'sign',
      dueDate: '2031-03-01',
    });
    expect(assigned.statusCode).toBe(422);
    expect(assigned.json().errors).toEqual([expect.objectContaining({ field: 'documentId' })]);
  });

  it('cannot be approved by an employee or a supervisor', async () => {
    for (const who of ['employee', 'supervisor']) {
      expect((await send(who, 'POST', `/api/documents/${id}/approve`, { version: 1 })).statusCode).toBe(403);
    }
  });

  it('once a safety officer approves it, everyone finds it in the library and the uploader sees who approved', async () => {
    const approved = await send('officer', 'POST', `/api/documents/${id}/approve`, { version: 1 });
    expect(approved.statusCode).toBe(200);
    expect(await libraryNames('lwilson')).toContain('Ladder inspection checklist');
    expect((await get('admin', '/api/documents/approvals')).json()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ documentId: id })]),
    );
    expect((await get('employee', '/api/documents/submissions')).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentId: id, status: 'published', decidedByName: expect.any(String) }),
      ]),
    );
  });
});

describe('a rejected upload', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadDocument('supervisor', 'Forklift shortcut')).json().id;
  });

  it('needs a reason, named as the field, and changes nothing without one', async () => {
    const before = await t.eventCount();
    const refused = await send('admin', 'POST', `/api/documents/${id}/reject`, { version: 1, reason: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect(await t.eventCount()).toBe(before);
  });

  it('stays out of the library, and its uploader reads the reason and who rejected it', async () => {
    const rejected = await send('admin', 'POST', `/api/documents/${id}/reject`, {
      version: 1,
      reason: 'Contradicts the forklift procedure',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await libraryNames('supervisor')).not.toContain('Forklift shortcut');
    expect((await get('supervisor', '/api/documents/submissions')).json()).toEqual([
      expect.objectContaining({
        documentId: id,
        status: 'rejected',
        rejectionReason: 'Contradicts the forklift procedure',
        decidedByName: expect.any(String),
      }),
    ]);
    const detail = (await get('supervisor', `/api/documents/${id}`)).json();
    expect(detail.approvalStatus).toBe('rejected');
    expect((await send('admin', 'POST', `/api/documents/${id}/approve`, { version: 1 })).statusCode).toBe(
      409,
    );
  });
});

describe('a new version from the document page', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadDocument('employee', 'Hot work permit')).json().id;
    await send('admin', 'POST', `/api/documents/${id}/approve`, { version: 1 });
  });

  it('from its uploader waits for approval with its change note; version 1 stays in force for everyone', async () => {
    const v2 = await uploadAs(
      'employee',
      [
        { name: 'changeNote', value: 'Adds the fire watch step' },
        { name: 'file', fileName: 'hot-work-v2.pdf', content: pdfFile('v2') },
      ],
      `/api/documents/${id}/versions`,
    );
    expect(v2.statusCode).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, status: 'pending' });
    const seenByOthers = (await get('lwilson', `/api/documents/${id}`)).json();
    expect(seenByOthers).toMatchObject({ currentVersion: 1, pendingVersion: null });
    expect(seenByOthers.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const seenByAdmin = (await get('admin', `/api/documents/${id}`)).json();
    expect(seenByAdmin).toMatchObject({ currentVersion: 1, pendingVersion: 2 });
    expect(seenByAdmin.versions[0]).toMatchObject({
      version: 2,
      status: 'pending',
      changeNote: 'Adds the fire watch step',
    });
    const another = await uploadAs(
      'employee',
      [{ name: 'file', fileName: 'v3.pdf', content: pdfFile('v3') }],
      `/api/documents/${id}/versions`,
    );
    expect(another.statusCode).toBe(409);
  });

  it('once approved, becomes the current version and the history keeps both with the note', async () => {
    await send('admin', 'POST', `/api/documents/${id}/approve`, { version: 2 });
    const detail = (await get('lwilson', `/api/documents/${id}`)).json();
    expect(detail).toMatchObject({ currentVersion: 2, fileName: 'hot-work-v2.pdf', pendingVersion: null });
    expect(
      detail.versions.map((v: { version: number; status: string; changeNote: string | null }) => [
        v.version,
        v.status,
        v.changeNote,
      ]),
    ).toEqual([
      [2, 'published', 'Adds the fire watch step'],
      [1, 'published', null],
    ]);
  });

  it('refuses a change note that is too long, naming the field', async () => {
    const response = await uploadAs(
      'admin',
      [
        { name: 'changeNote', value: 'x'.repeat(501) },
        { name: 'file', fileName: 'v3.pdf', content: pdfFile('v3') },
      ],
      `/api/documents/${id}/versions`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'changeNote' })]);
  });
});

describe('a signature requirement aimed at a department and a role', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadDocument('admin', 'Pump maintenance procedure')).json().id;
    const set = await send('admin', 'PATCH', `/api/documents/${id}/signature-requirement`, {
      requiresSignature: true,
      departments: ['Maintenance'],
      roles: ['supervisor'],
    });
    expect(set.statusCode).toBe(200);
  });

  it('asks members of the department and holders of the role, and nobody else', async () => {
    expect(await toSign('dokafor')).toContain('Pump maintenance procedure');
    expect(await toSign('supervisor')).toContain('Pump maintenance procedure');
    expect(await toSign('employee')).not.toContain('Pump maintenance procedure');
    expect(await toSign('lwilson')).not.toContain('Pump maintenance procedure');
    const library = (await get('employee', '/api/documents?pageSize=100')).json().documents;
    expect(library.find((d: { id: string }) => d.id === id)).toMatchObject({
      needsMySignature: false,
      signatureDepartments: ['Maintenance'],
      signatureRoles: ['supervisor'],
    });
  });

  it('asks a person who joins the department later, and no longer one who leaves it', async () => {
    const moved = await send('admin', 'PATCH', `/api/admin/employees/${idOf.lwilson}`, {
      department: 'Maintenance',
    });
    expect(moved.statusCode).toBe(200);
    expect(await toSign('lwilson')).toContain('Pump maintenance procedure');
    const left = await send('admin', 'PATCH', `/api/admin/employees/${idOf.dokafor}`, {
      department: 'Warehouse',
    });
    expect(left.statusCode).toBe(200);
    expect(await toSign('dokafor')).not.toContain('Pump maintenance procedure');
  });

  it('reaches a department written in other letter case, as incidents compare departments', async () => {
    expect(await toSign('officer')).not.toContain('Pump maintenance procedure');
    const moved = await send('admin', 'PATCH', `/api/admin/employees/${idOf.officer}`, {
      department: 'maintenance',
    });
    expect(moved.statusCode).toBe(200);
    expect(await toSign('officer')).toContain('Pump maintenance procedure');
  });

  it('counts each person it reaches as a signature owed, and a signature of the current version as given', async () => {
    // Read once the projections have passed every write above.
    await get('admin', '/api/documents?pageSize=1');
    const before = await documentationOn(t.pool, '2099-12-31', 'UTC');
    const signed = await send('lwilson', 'POST', '/api/documents/signatures', {
      documentId: id,
      signatureData: png,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
    expect(signed.statusCode).toBe(201);
    expect(await toSign('lwilson')).not.toContain('Pump maintenance procedure');
    expect(await documentationOn(t.pool, '2099-12-31', 'UTC')).toEqual({
      completed: before.completed + 1,
      total: before.total,
    });
  });

  it('offers the departments found in the employee records to administrators', async () => {
    const audiences = (await get('admin', '/api/documents/audiences')).json();
    expect(audiences.departments).toEqual(expect.arrayContaining(['Maintenance', 'Production']));
    expect((await get('employee', '/api/documents/audiences')).statusCode).toBe(403);
  });
});
