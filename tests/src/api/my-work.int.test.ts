import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestedFileTypesText, type MyWork, type MyWorkItem } from '@hs/contracts';
import { multipart } from '../support/multipart.ts';
import { exeFile, pdfFile, signaturePng } from '../support/sample-files.ts';
import { startTestApp, type TestApp, DEMO_PASSWORD } from '../support/test-app.ts';
import { injectCalls } from '../support/api-calls.ts';

let t: TestApp;
const cookie: Record<'admin' | 'employee' | 'colleague', string> = { admin: '', employee: '', colleague: '' };
const ids = { employee: '', colleague: '' };

const { call: inject, remember } = injectCalls(() => t, cookie);
const myWork = async (who: keyof typeof cookie): Promise<MyWork> => {
  const response = await inject(who, 'GET', '/api/my-work');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const find = (work: MyWork, id: string): MyWorkItem | undefined =>
  [...work.items, ...work.done].find((item) => item.id === id);

const uploadRequested = async (
  who: keyof typeof cookie,
  requestId: string,
  content: Buffer,
  name = 'licence.pdf',
) => {
  const body = multipart([{ name: 'file', fileName: name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/my-work/files/${requestId}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookie[who] },
  });
  return remember(response);
};

/** A calendar date `days` after today's UTC date. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const handedOut = { task: '', soonTask: '', training: '', trainingId: '', document: '', file: '' };

beforeAll(async () => {
  // A site 14 hours ahead of UTC: its calendar turns over while UTC is still on the day before.
  t = await startTestApp({ TIME_ZONE: 'Pacific/Kiritimati' });
  cookie.admin = await t.signIn('admin');
  cookie.employee = await t.signIn('employee');
  cookie.colleague = await t.signIn('lwilson');
  const users = (await inject('admin', 'GET', '/api/users')).json() as { id: string; username: string }[];
  ids.employee = users.find((u) => u.username === 'employee')!.id;
  ids.colleague = users.find((u) => u.username === 'lwilson')!.id;

  const created = async (url: string, payload: object) => {
    const response = await inject('admin', 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  handedOut.task = await created('/api/employee-tasks', {
    employeeId: ids.employee,
    title: 'Check the eyewash station',
    description: 'Flush it and note the water colour',
    dueDate: inDays(10),
  });
  handedOut.soonTask = await created('/api/employee-tasks', {
    employeeId: ids.employee,
    title: 'Inspect ladder 4',
    description: 'Rungs and feet',
    dueDate: inDays(2),
  });
  handedOut.trainingId = await created('/api/trainings', {
    title: 'Forklift refresher',
    type: 'inperson',
    date: inDays(20),
    duration: '2 hours',
    maxAttendees: 5,
  });
  handedOut.training = await created('/api/admin/assign-training', {
    employeeId: ids.employee,
    trainingId: handedOut.trainingId,
    dueDate: inDays(30),
  });
  const body = multipart([
    { name: 'name', value: 'Lockout procedure' },
    { name: 'category', value: 'Procedures' },
    { name: 'file', fileName: 'lockout.pdf', content: pdfFile('Lockout') },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, cookie: cookie.admin },
  });
  handedOut.document = uploaded.json().id;
  await created('/api/admin/assign-document', {
    employeeId: ids.employee,
    documentId: handedOut.document,
    action: 'sign',
    dueDate: inDays(5),
  });
  handedOut.file = await created('/api/admin/employee-files', {
    employeeId: ids.employee,
    fileName: 'Forklift licence',
    fileType: 'license',
    dueDate: inDays(7),
  });
});
afterAll(async () => t.close());

describe('My work', () => {
  it('shows the assignee a task, a training, a document and a file request, each with its due date', async () => {
    const work = await myWork('employee');
    expect(find(work, handedOut.task)).toMatchObject({
      kind: 'task',
      status: 'assigned',
      dueDate: inDays(10),
    });
    expect(find(work, handedOut.training)).toMatchObject({
      kind: 'training',
      trainingId: handedOut.trainingId,
      registered: false,
      dueDate: inDays(30),
    });
    expect(find(work, handedOut.document)).toMatchObject({
      kind: 'document',
      action: 'sign',
      dueDate: inDays(5),
    });
    expect(find(work, handedOut.file)).toMatchObject({ kind: 'file', status: 'pending', dueDate: inDays(7) });
    expect(work.counts.open).toBe(work.items.length);
  });

  it('shows none of it to another employee', async () => {
    const work = await myWork('colleague');
    for (const id of Object.values(handedOut)) expect(find(work, id)).toBeUndefined();
  });

  it("refuses an employee another employee's work list, and gives it to an administrator", async () => {
    expect((await inject('colleague', 'GET', `/api/users/${ids.employee}/work`)).statusCode).toBe(403);
    const progress = await inject('admin', 'GET', `/api/users/${ids.employee}/work`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json().items.map((i: MyWorkItem) => i.id)).toEqual(
      (await myWork('employee')).items.map((i) => i.id),
    );
  });

  it('puts overdue work first, counted as overdue, by the site calendar', async () => {
    // 11:00 UTC on the ladder's due date is already the next day at the site.
    t.setNow(`${inDays(2)}T11:00:00.000Z`);
    try {
      const work = await myWork('employee');
      expect(work.items[0]).toMatchObject({ id: handedOut.soonTask, overdue: true });
      expect(work.items.filter((i) => i.overdue).map((i) => i.id)).toEqual([handedOut.soonTask]);
      expect(work.counts.overdue).toBe(1);
    } finally {
      t.setNow(null);
    }
  });

  it('lets the assignee start and complete a task with a note, and refuses a colleague', async () => {
    const url = `/api/employee-tasks/${handedOut.task}/status`;
    expect(
      (await inject('colleague', 'PATCH', url, { status: 'completed', note: 'Not mine' })).statusCode,
    ).toBe(403);
    expect((await inject('employee', 'PATCH', url, { status: 'in_progress' })).statusCode).toBe(200);
    expect(find(await myWork('employee'), handedOut.task)).toMatchObject({
      status: 'in_progress',
      doneAt: null,
    });
    const note = 'Flushed for 3 minutes, water clear';
    expect((await inject('employee', 'PATCH', url, { status: 'completed', note })).statusCode).toBe(200);
    const work = await myWork('employee');
    expect(work.items.some((i) => i.id === handedOut.task)).toBe(false);
    expect(work.done.find((i) => i.id === handedOut.task)).toMatchObject({ status: 'completed', note });
  });

  it('registers for the assigned training session with the existing registration', async () => {
    const enrolled = await inject('employee', 'POST', '/api/trainings/enroll', {
      trainingId: handedOut.trainingId,
    });
    expect(enrolled.statusCode).toBe(201);
    expect(find(await myWork('employee'), handedOut.training)).toMatchObject({
      registered: true,
      seatsLeft: 4,
    });
  });
});

describe('a requested file', () => {
  const licence = pdfFile('Forklift licence of the employee');
  const rescan = pdfFile('Forklift licence, rescanned');

  it('refuses an upload by another employee, and a review before anything was uploaded', async () => {
    const before = await t.eventCount();
    expect((await uploadRequested('colleague', handedOut.file, licence)).statusCode).toBe(403);
    expect(
      (await inject('admin', 'POST', `/api/admin/employee-files/${handedOut.file}/accept`, {})).statusCode,
    ).toBe(409);
    expect(await t.eventCount()).toBe(before);
  });

  it('completes the request when the employee uploads it, with the hash in the event', async () => {
    const response = await uploadRequested('employee', handedOut.file, licence);
    expect(response.statusCode, response.body).toBe(200);
    expect(find(await myWork('employee'), handedOut.file)).toMatchObject({
      status: 'submitted',
      submittedName: 'licence.pdf',
      overdue: false,
    });
    const events = await t.store.readStream(`employeeFile-${handedOut.file}`);
    expect(events.at(-1)).toMatchObject({
      type: 'EmployeeFileSubmitted',
      data: { file: { sha256: createHash('sha256').update(licence).digest('hex'), size: licence.length } },
    });
    const files = (await inject('admin', 'GET', `/api/users/${ids.employee}/files`)).json();
    expect(files.find((f: { id: string }) => f.id === handedOut.file)).toMatchObject({
      status: 'submitted',
      submission: { originalName: 'licence.pdf', size: licence.length },
    });
  });

  it('gives the file back to its employee and an administrator only', async () => {
    const own = await inject('employee', 'GET', `/api/employee-files/${handedOut.file}/file`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(licence)).toBe(true);
    expect((await inject('admin', 'GET', `/api/employee-files/${handedOut.file}/file`)).statusCode).toBe(200);
    expect((await inject('colleague', 'GET', `/api/employee-files/${handedOut.file}/file`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a second upload while the first waits for review', async () => {
    expect((await uploadRequested('employee', handedOut.file, rescan)).statusCode).toBe(409);
  });

  it('needs a reason to reject, then shows the employee the reason and takes a new upload', async () => {
    const url = `/api/admin/employee-files/${handedOut.file}/reject`;
    const blank = await inject('admin', 'POST', url, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await inject('employee', 'POST', url, { reason: 'Mine is fine' })).statusCode).toBe(403);
    expect(
      (await inject('admin', 'POST', url, { reason: 'The expiry date cannot be read' })).statusCode,
    ).toBe(200);
    expect(find(await myWork('employee'), handedOut.file)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The expiry date cannot be read',
    });
    expect((await uploadRequested('employee', handedOut.file, rescan, 'licence-rescan.pdf')).statusCode).toBe(
      200,
    );
    expect(find(await myWork('employee'), handedOut.file)).toMatchObject({
      status: 'submitted',
      rejectionReason: null,
    });
  });

  it('moves to done when an administrator accepts it, and takes no more uploads', async () => {
    expect(
      (await inject('admin', 'POST', `/api/admin/employee-files/${handedOut.file}/accept`, {})).statusCode,
    ).toBe(200);
    const work = await myWork('employee');
    expect(work.done.find((i) => i.id === handedOut.file)).toMatchObject({ status: 'accepted' });
    expect(work.items.some((i) => i.id === handedOut.file)).toBe(false);
    expect((await uploadRequested('employee', handedOut.file, rescan)).statusCode).toBe(409);
  });
});

describe('who still has to sign a document', () => {
  const pending = async () => {
    const response = await inject('admin', 'GET', `/api/documents/${handedOut.document}/pending-signers`);
    expect(response.statusCode).toBe(200);
    return response.json().pending as { userId: string; reasons: string[] }[];
  };

  it('lists the assignee until they sign, and only for administrators', async () => {
    expect(
      (await inject('employee', 'GET', `/api/documents/${handedOut.document}/pending-signers`)).statusCode,
    ).toBe(403);
    expect(await pending()).toEqual([
      expect.objectContaining({ userId: ids.employee, reasons: ['assignment'] }),
    ]);
    const signed = await inject('employee', 'POST', '/api/documents/signatures', {
      documentId: handedOut.document,
      signatureData: signaturePng,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(await pending()).toEqual([]);
    const work = await myWork('employee');
    expect(work.done.find((i) => i.id === handedOut.document)).toMatchObject({ kind: 'document' });
    expect(work.items.some((i) => i.id === handedOut.document)).toBe(false);
  });

  it('does not list someone the document was handed to only to review', async () => {
    const assigned = await inject('admin', 'POST', '/api/admin/assign-document', {
      employeeId: ids.colleague,
      documentId: handedOut.document,
      action: 'review',
      dueDate: inDays(5),
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect((await pending()).map((p) => p.userId)).not.toContain(ids.colleague);
  });
});

describe('a requested file sent as a photo', () => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('licence photo')]);

  it('takes a JPEG and refuses what only claims to be one or is no accepted type, storing nothing', async () => {
    const created = await inject('admin', 'POST', '/api/admin/employee-files', {
      employeeId: ids.employee,
      fileName: 'Photo of your badge',
      fileType: 'other',
    });
    const requestId = created.json().id as string;
    const before = await t.eventCount();
    const fake = await uploadRequested('employee', requestId, pdfFile('not a photo'), 'badge.jpg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors).toEqual([
      { field: 'file', reason: 'The content of this file is not a valid JPG image.' },
    ]);
    const program = await uploadRequested('employee', requestId, exeFile(), 'badge.exe');
    expect(program.statusCode).toBe(415);
    expect(program.json().detail).toBe(requestedFileTypesText);
    expect(await t.eventCount()).toBe(before);

    expect((await uploadRequested('employee', requestId, jpeg, 'badge.jpg')).statusCode).toBe(200);
    const events = await t.store.readStream(`employeeFile-${requestId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'EmployeeFileSubmitted',
      data: { file: { mediaType: 'image/jpeg', sha256: createHash('sha256').update(jpeg).digest('hex') } },
    });
  });
});

describe("a document's instructions", () => {
  it('are those of the assignment when the requirement is aimed at another department', async () => {
    const assigned = await inject('admin', 'POST', '/api/admin/assign-document', {
      employeeId: ids.colleague,
      documentId: handedOut.document,
      action: 'sign',
      dueDate: inDays(9),
      instructions: 'Read section 4 before your next shift.',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const required = await inject(
      'admin',
      'PATCH',
      `/api/documents/${handedOut.document}/signature-requirement`,
      { requiresSignature: true, departments: ['Night shift'], instructions: 'Night shift: sign by Friday.' },
    );
    expect(required.statusCode, required.body).toBe(200);
    expect(find(await myWork('colleague'), handedOut.document)).toMatchObject({
      kind: 'document',
      instructions: 'Read section 4 before your next shift.',
    });
  });
});
