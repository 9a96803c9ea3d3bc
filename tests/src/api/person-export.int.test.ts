import { randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataRoutes, trainingCertificateRoutes, type AccessLogPage } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** An administrator exports everything held about one employee: JSON in a ZIP with their files. */
let t: TestApp;
const cookie: Record<string, string> = {};
const { call } = apiCalls(() => t, cookie);
let employeeId = '';
let adminId = '';
let incidentId = '';
let photo: Buffer;
const comment = 'The guard rail on bay 4 was loose again this morning.';

const exportOf = (user: string, id: string) =>
  t.app.inject({ method: 'GET', url: personalDataRoutes.export(id), headers: { cookie: cookie[user]! } });

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'admin']) cookie[user] = await t.signIn(user);
  employeeId = (await call('employee', 'GET', '/api/user')).body.id;
  adminId = (await call('admin', 'GET', '/api/user')).body.id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#20c060' } })
    .png()
    .toBuffer();
  const form = multipart([{ name: 'file', fileName: 'bay-4.png', content: png }]);
  const staged = await t.app.inject({
    method: 'POST',
    url: '/api/attachments',
    payload: form.payload,
    headers: { ...form.headers, cookie: cookie.employee! },
  });
  expect(staged.statusCode).toBe(201);
  const report = await call(
    'employee',
    'POST',
    '/api/incidents',
    validReport({ attachmentIds: [staged.json().id] }),
  );
  expect(report.status).toBe(201);
  incidentId = report.body.id;
  expect(
    (await call('employee', 'POST', `/api/incidents/${incidentId}/comments`, { text: comment })).status,
  ).toBe(201);
  const served = await t.app.inject({
    method: 'GET',
    url: staged.json().url,
    headers: { cookie: cookie.employee!, 'x-consistency-token': report.body.consistencyToken },
  });
  photo = served.rawPayload;
}, 60_000);
afterAll(async () => t?.close());

describe('exporting a person’s data', () => {
  it('gives a ZIP with their record, incidents, comments and trainings as JSON, and their photos', async () => {
    // The comment above was the last write: wait until the read models show it.
    await call('admin', 'GET', `/api/incidents/${incidentId}`);
    const answer = await exportOf('admin', employeeId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="personal-data-${employeeId}.zip"`,
    );
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const data = JSON.parse(strFromU8(files['personal-data.json']!));
    expect(data.employeeId).toBe(employeeId);
    expect(data.employee).toMatchObject({ id: employeeId, username: 'employee' });
    expect(data.incidents.map((i: { id: string }) => i.id)).toContain(incidentId);
    expect(data.actionsOnIncidents).toContainEqual(
      expect.objectContaining({ incident_id: incidentId, event_type: 'IncidentCommented', note: comment }),
    );
    expect(Array.isArray(data.trainings)).toBe(true);
    expect(Array.isArray(data.signatures)).toBe(true);
    const [attachment] = data.attachments.filter(
      (a: { incident_id: string }) => a.incident_id === incidentId,
    );
    expect(attachment.name).toBe('bay-4.png');
    const file = files[`files/attachments/${attachment.attachment_id}-bay-4.png`];
    expect(file).toBeDefined();
    expect(Buffer.from(file!).equals(photo)).toBe(true);
  });

  it('holds their outside certificates with the scans they sent', async () => {
    const course = await call('admin', 'POST', '/api/trainings', {
      title: 'First Aid and CPR',
      type: 'inperson',
      duration: '1 day',
    });
    expect(course.status).toBe(201);
    const scan = pdfFile('First aid card');
    const form = multipart([
      { name: 'trainingId', value: course.body.id },
      { name: 'issuer', value: 'Red Cross' },
      { name: 'certificateNumber', value: 'RC-7781' },
      { name: 'issuedOn', value: '2026-10-01' },
      { name: 'file', fileName: 'first-aid.pdf', content: scan },
    ]);
    const recorded = await t.app.inject({
      method: 'POST',
      url: trainingCertificateRoutes.certificates,
      payload: form.payload,
      headers: { ...form.headers, cookie: cookie.employee! },
    });
    expect(recorded.statusCode).toBe(201);
    const { id, consistencyToken } = recorded.json();
    // Read after the certificate's token, so the export sees it.
    await t.app.inject({
      method: 'GET',
      url: trainingCertificateRoutes.certificates,
      headers: { cookie: cookie.admin!, 'x-consistency-token': consistencyToken },
    });
    const files = unzipSync(new Uint8Array((await exportOf('admin', employeeId)).rawPayload));
    const data = JSON.parse(strFromU8(files['personal-data.json']!));
    expect(data.trainingCertificates).toEqual([
      expect.objectContaining({
        id,
        issuer: 'Red Cross',
        certificateNumber: 'RC-7781',
        fileName: 'first-aid.pdf',
      }),
    ]);
    const file = files[`files/training-certificates/${id}-first-aid.pdf`];
    expect(file && Buffer.from(file).equals(scan)).toBe(true);
  });

  it('is recorded in the access log: who exported whose data, and when', async () => {
    const before = Date.now();
    expect((await exportOf('admin', employeeId)).statusCode).toBe(200);
    const page = (await call('admin', 'GET', `/api/admin/access-log?kind=person-export&person=${adminId}`))
      .body as AccessLogPage;
    const [entry] = page.items;
    expect(entry).toMatchObject({
      kind: 'person-export',
      subjectId: employeeId,
      userId: adminId,
      role: 'admin',
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is for administrators only, and says so for an unknown person or a malformed id', async () => {
    const seenBefore = (await call('admin', 'GET', '/api/admin/access-log?kind=person-export')).body.items
      .length;
    expect((await exportOf('employee', employeeId)).statusCode).toBe(403);
    const unknown = await exportOf('admin', randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const malformed = await exportOf('admin', 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((e: { field: string }) => e.field)).toEqual(['employeeId']);
    const seenAfter = (await call('admin', 'GET', '/api/admin/access-log?kind=person-export')).body.items
      .length;
    expect(seenAfter).toBe(seenBefore);
  });
});
