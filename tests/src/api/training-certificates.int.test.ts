import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestedFileTypesText,
  trainingCertificateRoutes as paths,
  trainingMatrixRoutes,
  type TrainingCertificate,
  type TrainingMatrix,
} from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { reactorCaughtUp } from '../support/mail-rules.ts';
import { multipart } from '../support/multipart.ts';
import { exeFile, pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// 18:00 UTC is noon in Chicago: the site's today is 2026-11-20.
const NOW = '2026-11-20T18:00:00.000Z';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);
/** The token of the last recording: reads after it wait until the read models have it. */
let lastRecorded = '';
const ids = { employee: '', colleague: '', confined: '', respirator: '' };

/** Records a certificate as `who` through the multipart upload the page sends. */
const record = async (
  who: string,
  fields: Record<string, string>,
  file = pdfFile('Certificate'),
  name = 'cert.pdf',
) => {
  const body = multipart([
    ...Object.entries(fields).map(([fieldName, value]) => ({ name: fieldName, value })),
    { name: 'file', fileName: name, content: file },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: paths.certificates,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookies[who]! },
  });
  const answer = response.json();
  if (answer.consistencyToken) lastRecorded = answer.consistencyToken;
  return { status: response.statusCode, body: answer };
};

/** A review, whose token later reads carry. */
const review = async (who: string, url: string, payload?: object) => {
  lastRecorded = (await ok(who, 'POST', url, payload)).consistencyToken;
};
const matrix = async () => (await ok('admin', 'GET', trainingMatrixRoutes.matrix)) as TrainingMatrix;
const cellOf = (m: TrainingMatrix, userId: string, trainingId: string) =>
  m.people.find((p) => p.id === userId)!.cells[m.courses.findIndex((c) => c.id === trainingId)];
const list = async (who: string, query = ''): Promise<TrainingCertificate[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${paths.certificates}${query}`,
    headers: { cookie: cookies[who]!, 'x-consistency-token': lastRecorded },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  t.setNow(NOW);
  for (const user of ['admin', 'officer', 'employee', 'lwilson']) cookies[user] = await t.signIn(user);
  const users = (await ok('admin', 'GET', '/api/users')) as { id: string; username: string }[];
  ids.employee = users.find((u) => u.username === 'employee')!.id;
  ids.colleague = users.find((u) => u.username === 'lwilson')!.id;
  const course = async (title: string, validityMonths: number) => {
    const { id } = await ok('admin', 'POST', '/api/trainings', {
      title,
      type: 'inperson',
      duration: '1 day',
    });
    await ok('officer', 'PUT', trainingMatrixRoutes.validity(id), { validityMonths });
    await ok('admin', 'POST', trainingMatrixRoutes.requirements, {
      trainingId: id,
      scope: 'person',
      value: ids.employee,
      graceDays: 0,
    });
    return id as string;
  };
  ids.confined = await course('Confined Space Entry', 36);
  ids.respirator = await course('Respirator Fit Test', 24);
});
afterAll(async () => t.close());

describe('an outside certificate as evidence of training', () => {
  let certificateId = '';
  let before: TrainingMatrix;
  const scan = pdfFile('Confined space certificate');

  it('an employee records their own; it waits for review and the matrix does not count it yet', async () => {
    before = await matrix();
    expect(cellOf(before, ids.employee, ids.confined)?.state).toBe('missing');
    const recorded = await record(
      'employee',
      {
        trainingId: ids.confined,
        issuer: 'Gulf Safety Council',
        certificateNumber: 'GSC-77',
        issuedOn: '2026-10-01',
      },
      scan,
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    certificateId = recorded.body.id;
    expect(await list('employee')).toEqual([
      expect.objectContaining({
        id: certificateId,
        status: 'submitted',
        issuer: 'Gulf Safety Council',
        issuedOn: '2026-10-01',
        expiresOn: null,
        trainingTitle: 'Confined Space Entry',
      }),
    ]);
    expect(cellOf(await matrix(), ids.employee, ids.confined)?.state).toBe('missing');
  });

  it('shows in the review queue, and its file only to those who may see it', async () => {
    expect((await list('officer', '?status=submitted')).map((c) => c.id)).toContain(certificateId);
    expect((await list('lwilson')).map((c) => c.id)).not.toContain(certificateId);
    const download = await call('employee', 'GET', paths.file(certificateId));
    expect(download.status).toBe(200);
    expect(download.headers['x-content-sha256']).toBe(createHash('sha256').update(scan).digest('hex'));
    expect((await call('lwilson', 'GET', paths.file(certificateId))).status).toBe(404);
  });

  it('an employee cannot accept it, and a rejection without a reason is refused naming reason', async () => {
    expect((await call('lwilson', 'POST', paths.accept(certificateId))).status).toBe(403);
    expect((await call('employee', 'POST', paths.accept(certificateId))).status).toBe(403);
    const noReason = await call('officer', 'POST', paths.reject(certificateId), { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
  });

  it('accepted by an administrator, the cell turns held from the issue day and the totals move by one', async () => {
    await review('admin', paths.accept(certificateId));
    const after = await matrix();
    expect(cellOf(after, ids.employee, ids.confined)).toEqual({
      state: 'held',
      completedOn: '2026-10-01',
      validThrough: '2029-09-30',
    });
    expect(after.totals.held).toBe(before.totals.held + 1);
    expect(after.totals.missing).toBe(before.totals.missing - 1);
    // Its holder hears that it counts.
    await reactorCaughtUp(t);
    const { items } = (await ok('employee', 'GET', '/api/notifications')) as { items: { title: string }[] };
    expect(items.map((n) => n.title)).toContain('Your certificate for Confined Space Entry was accepted');
    expect((await list('employee'))[0]).toMatchObject({ status: 'accepted' });
    expect((await call('admin', 'POST', paths.accept(certificateId))).status).toBe(409);
  });

  it('a certificate expiring before the course would holds only until its own expiry', async () => {
    const recorded = await record('admin', {
      trainingId: ids.respirator,
      userId: ids.employee,
      issuer: 'Fit Lab',
      issuedOn: '2026-06-01',
      expiresOn: '2026-12-01',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    // Whoever recorded it cannot also accept it: a second person checks the evidence.
    expect((await call('admin', 'POST', paths.accept(recorded.body.id))).status).toBe(403);
    await review('officer', paths.accept(recorded.body.id));
    expect(cellOf(await matrix(), ids.employee, ids.respirator)).toEqual({
      state: 'expiring',
      completedOn: '2026-06-01',
      validThrough: '2026-12-01',
    });
  });

  it('a rejected certificate keeps its reason and never counts', async () => {
    const recorded = await record('lwilson', {
      trainingId: ids.confined,
      issuer: 'Unknown',
      issuedOn: '2026-09-01',
    });
    await review('officer', paths.reject(recorded.body.id), { reason: 'The scan is unreadable' });
    expect((await list('lwilson'))[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The scan is unreadable',
    });
  });
});

describe('a certificate that cannot be recorded changes nothing', () => {
  const fields = { issuer: 'Gulf Safety Council', issuedOn: '2026-10-01' };

  it('refuses an issue date after the site’s today, naming issuedOn', async () => {
    const count = await t.eventCount();
    const future = await record('employee', { ...fields, trainingId: ids.confined, issuedOn: '2026-11-21' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([
      { field: 'issuedOn', reason: 'The issue date cannot be in the future.' },
    ]);
    const backwards = await record('employee', {
      ...fields,
      trainingId: ids.confined,
      expiresOn: '2026-09-30',
    });
    expect(backwards.body.errors.map((e: { field: string }) => e.field)).toEqual(['expiresOn']);
    expect(await t.eventCount()).toBe(count);
  });

  it('refuses a program as the scan with 415', async () => {
    const count = await t.eventCount();
    const program = await record('employee', { ...fields, trainingId: ids.confined }, exeFile(), 'cert.exe');
    expect(program.status).toBe(415);
    expect(program.body.errors).toEqual([{ field: 'file', reason: requestedFileTypesText }]);
    expect(await t.eventCount()).toBe(count);
  });

  it('refuses a missing issuer and an unknown course by field, and an employee recording for someone else', async () => {
    const blank = await record('employee', { trainingId: ids.confined, issuedOn: '2026-10-01' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field)).toEqual(['issuer']);
    const unknown = await record('employee', {
      ...fields,
      trainingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['trainingId']);
    const forOther = await record('employee', { ...fields, trainingId: ids.confined, userId: ids.colleague });
    expect(forOther.status).toBe(403);
  });
});
