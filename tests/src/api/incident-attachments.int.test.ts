import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ReportIncidentInput } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Photos and files on reports and comments (docs/product.md, "Photos and files"). Demo
 * departments: the employee and the supervisor are in Production, lwilson in Warehouse.
 */
let t: TestApp;
const cookie: Record<string, string> = {};
let token = '';

/** A 40 x 20 photo taken with the phone turned (EXIF orientation 6), with GPS, serial and owner. */
const phonePhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03020' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jamie Owner', Make: 'Acme', Model: 'Phone 9' },
      IFD2: { BodySerialNumber: 'SN-998877' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const pngPicture = () =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer();

const upload = async (
  user: string,
  file: { fileName: string; content: Buffer },
  options: { url?: string; key?: string } = {},
) => {
  const form = multipart([{ name: 'file', fileName: file.fileName, content: file.content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/attachments',
    payload: form.payload,
    headers: {
      ...form.headers,
      cookie: cookie[user]!,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
  const consistency = response.headers['x-consistency-token'];
  if (typeof consistency === 'string') token = consistency;
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

const get = async (user: string, url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookie[user]!, 'x-consistency-token': token },
  });
  return { status: response.statusCode, raw: response.rawPayload, headers: response.headers, response };
};

const send = async (user: string, url: string, payload: object, key?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: cookie[user]!, ...(key ? { 'idempotency-key': key } : {}) },
  });
  const body = response.json();
  if (body.consistencyToken) token = body.consistencyToken;
  return { status: response.statusCode, body, headers: response.headers };
};

const report = (user: string, overrides: Partial<ReportIncidentInput>, key?: string) =>
  send(user, '/api/incidents', validReport(overrides), key);

const stagePhoto = async (user: string, name = 'photo.jpg') => {
  const { status, body } = await upload(user, { fileName: name, content: await pngPicture() });
  expect(status).toBe(201);
  return body.id as string;
};

beforeAll(async () => {
  // Many uploads in a minute here; the per-minute limit has its own test (upload-limits).
  t = await startTestApp({ UPLOADS_PER_MINUTE: '200' });
  for (const user of ['employee', 'supervisor', 'officer', 'lwilson']) cookie[user] = await t.signIn(user);
});
afterAll(async () => t.close());

describe('a photo taken on a phone', () => {
  it('is stored upright and without its EXIF (GPS, serial, owner), with a thumbnail', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const staged = await upload('employee', { fileName: 'IMG_0042.jpg', content: original });
    expect(staged.status).toBe(201);
    expect(staged.body).toMatchObject({ contentType: 'image/jpeg', name: 'IMG_0042.jpg' });
    const created = await report('employee', { attachmentIds: [staged.body.id] });
    expect(created.status).toBe(201);

    const detail = await get('employee', `/api/incidents/${created.body.id}`);
    const [listed] = detail.response.json().attachments;
    expect(listed).toEqual(staged.body);

    const served = await get('employee', listed.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened as a page, the photo gets an opaque origin where nothing runs.
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="IMG_0042.jpg"/);
    const metadata = await sharp(served.raw).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Turned as the phone was held: 20 wide and 40 high.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    for (const secret of ['Jamie Owner', 'SN-998877', 'Phone 9'])
      expect(served.raw.includes(secret)).toBe(false);

    const thumbnail = await get('employee', listed.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.raw).metadata()).exif).toBeUndefined();
  });
});

describe('the type of a file', () => {
  it('is judged by its content: a PNG named .jpg is stored and served as a PNG', async () => {
    const staged = await upload('employee', { fileName: 'scan.jpg', content: await pngPicture() });
    expect(staged.status).toBe(201);
    expect(staged.body).toMatchObject({ contentType: 'image/png', name: 'scan.png' });
    const served = await get('employee', staged.body.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.raw).metadata()).format).toBe('png');
  });

  it('refuses HTML named .jpg with 415 and keeps nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const refused = await upload('employee', { fileName: 'photo.jpg', content: html });
    expect(refused.status).toBe(415);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body.errors).toEqual([
      { field: 'file', reason: expect.stringMatching(/JPEG, PNG, WebP and HEIC/) },
    ]);
  });

  it('takes a PDF as it is, without a thumbnail', async () => {
    const staged = await upload('employee', { fileName: 'statement.pdf', content: pdfFile() });
    expect(staged.status).toBe(201);
    expect(staged.body).toMatchObject({ contentType: 'application/pdf', thumbnailUrl: null });
    const served = await get('employee', staged.body.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a file that starts like HEIC but is no image with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    expect((await upload('employee', { fileName: 'IMG_1.HEIC', content: fake })).status).toBe(415);
  });
});

describe('ten files on a report', () => {
  it('are the most: an 11th, with the report or added later, is refused', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push(await stagePhoto('employee', `p${i}.png`));
    const tooMany = await report('employee', { attachmentIds: ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.map((e: { field: string }) => e.field)).toContain('attachmentIds');

    const created = await report('employee', { attachmentIds: ids.slice(0, 10) });
    expect(created.status).toBe(201);
    const eleventh = await upload(
      'employee',
      { fileName: 'eleventh.png', content: await pngPicture() },
      { url: `/api/incidents/${created.body.id}/attachments` },
    );
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors).toEqual([{ field: 'file', reason: expect.stringMatching(/at most 10/) }]);
    const detail = await get('employee', `/api/incidents/${created.body.id}`);
    expect(detail.response.json().attachments).toHaveLength(10);
  });

  it('can be added to one by one after it was sent', async () => {
    const created = await report('employee', {});
    const added = await upload(
      'supervisor',
      { fileName: 'later.png', content: await pngPicture() },
      { url: `/api/incidents/${created.body.id}/attachments` },
    );
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(2);
    const detail = await get('employee', `/api/incidents/${created.body.id}`);
    expect(detail.response.json().attachments.map((a: { id: string }) => a.id)).toEqual([added.body.id]);
  });
});

describe('who may fetch a file', () => {
  it('is whoever sees the incident whole: not a colleague of another department who gets its summary', async () => {
    const id = await stagePhoto('employee');
    const created = await report('employee', { attachmentIds: [id] });
    const [photo] = (await get('supervisor', `/api/incidents/${created.body.id}`)).response.json()
      .attachments;
    expect((await get('supervisor', photo.url)).status).toBe(200);
    expect((await get('officer', photo.thumbnailUrl)).status).toBe(200);
    expect((await get('lwilson', `/api/incidents/${created.body.id}`)).response.json().summaryOnly).toBe(
      true,
    );
    expect((await get('lwilson', photo.url)).status).toBe(403);
    expect((await get('lwilson', photo.thumbnailUrl)).status).toBe(403);
  });

  it('is, while staged, its uploader alone; nobody else may send it with their report', async () => {
    const id = await stagePhoto('employee');
    expect((await get('employee', `/api/attachments/${id}`)).status).toBe(200);
    expect((await get('officer', `/api/attachments/${id}`)).status).toBe(404);
    expect((await get('lwilson', `/api/attachments/${id}/thumbnail`)).status).toBe(404);
    const stolen = await report('lwilson', { attachmentIds: [id] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual([
      { field: 'attachmentIds', reason: expect.stringMatching(/of yours/) },
    ]);
  });

  it('lands on one incident only', async () => {
    const id = await stagePhoto('employee');
    expect((await report('employee', { attachmentIds: [id] })).status).toBe(201);
    const again = await report('employee', { attachmentIds: [id] });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].field).toBe('attachmentIds');
  });
});

describe('retries', () => {
  it('of an upload with the same key answer the same file', async () => {
    const first = await upload(
      'employee',
      { fileName: 'a.png', content: await pngPicture() },
      { key: 'photo-key-0001' },
    );
    const retry = await upload(
      'employee',
      { fileName: 'a.png', content: await pngPicture() },
      { key: 'photo-key-0001' },
    );
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const otherUser = await upload(
      'officer',
      { fileName: 'a.png', content: await pngPicture() },
      { key: 'photo-key-0001' },
    );
    expect(otherUser.body.id).not.toBe(first.body.id);
  });

  it('of a report with the same key and files replay the first answer', async () => {
    const id = await stagePhoto('employee');
    const first = await report('employee', { attachmentIds: [id] }, 'report-key-with-photo');
    const retry = await report('employee', { attachmentIds: [id] }, 'report-key-with-photo');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });
});

describe('a comment', () => {
  it('carries its own files, listed on its history entry and not on the report', async () => {
    const created = await report('employee', {});
    const id = await stagePhoto('supervisor', 'guard.png');
    const comment = await send('supervisor', `/api/incidents/${created.body.id}/comments`, {
      text: 'The guard is back on.',
      attachmentIds: [id],
    });
    expect(comment.status).toBe(201);
    const history = (await get('employee', `/api/incidents/${created.body.id}/history`)).response.json();
    const entry = history.entries.find((e: { type: string }) => e.type === 'IncidentCommented');
    expect(entry.attachments.map((a: { id: string; name: string }) => a.name)).toEqual(['guard.png']);
    expect((await get('employee', `/api/incidents/${created.body.id}`)).response.json().attachments).toEqual(
      [],
    );
    expect((await get('employee', `/api/attachments/${id}`)).status).toBe(200);
  });
});
