import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { exeFile, pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const FILES_PER_DAY = 3;
const PER_MINUTE = 6;

let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({
    UPLOAD_FILES_PER_DAY: String(FILES_PER_DAY),
    UPLOAD_MB_PER_DAY: '10',
    ADMIN_UPLOAD_FILES_PER_DAY: '20',
    UPLOADS_PER_MINUTE: String(PER_MINUTE),
  });
  for (const name of ['admin', 'employee', 'lwilson', 'dokafor', 'ngarcia', 'supervisor']) {
    cookie[name] = await t.signIn(name);
  }
});
afterAll(async () => t.close());

const upload = (who: string, content: Buffer = pdfFile(`doc ${Math.random()}`), fileName = 'doc.pdf') => {
  const form = multipart([
    { name: 'name', value: 'Daily report' },
    { name: 'category', value: 'Policy' },
    { name: 'file', fileName, content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, cookie: cookie[who]! },
  });
};

const documentCount = async () =>
  Number(
    (
      await t.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM es_events WHERE event_type = 'DocumentUploaded'",
      )
    ).rows[0]!.n,
  );

describe('the daily upload quota', () => {
  it('lets an employee upload their quota of files, then answers 429 with Retry-After until tomorrow', async () => {
    for (let i = 0; i < FILES_PER_DAY; i++) expect((await upload('employee')).statusCode).toBe(201);
    const refused = await upload('employee');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Upload quota reached' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('holds under parallel uploads: exactly the quota is stored, the rest refused', async () => {
    const before = await documentCount();
    const answers = await Promise.all(Array.from({ length: PER_MINUTE }, () => upload('lwilson')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(FILES_PER_DAY).fill(201),
      ...Array(PER_MINUTE - FILES_PER_DAY).fill(429),
    ]);
    expect(await documentCount()).toBe(before + FILES_PER_DAY);
  });

  it('does not count an upload that was refused', async () => {
    for (let i = 0; i < FILES_PER_DAY; i++) {
      expect((await upload('dokafor', exeFile(), 'tool.exe')).statusCode).toBe(415);
    }
    expect((await upload('dokafor')).statusCode).toBe(201);
  });

  it('counts bytes too: a second large file passing 10 MB a day is refused, a small one still fits', async () => {
    const large = () => Buffer.concat([pdfFile('large'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect((await upload('ngarcia', large())).statusCode).toBe(201);
    const second = await upload('ngarcia', large());
    expect(second.statusCode).toBe(429);
    expect((await upload('ngarcia')).statusCode).toBe(201);
  });

  it('gives administrators a higher quota rather than none', async () => {
    for (let i = 0; i < FILES_PER_DAY + 1; i++) expect((await upload('admin')).statusCode).toBe(201);
  });
});

describe('the upload rate limit', () => {
  it('answers 429 problem+json with Retry-After once a user sends more uploads a minute than allowed', async () => {
    const empty = multipart([{ name: 'name', value: 'No file' }]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: empty.payload,
        headers: { ...empty.headers, cookie: cookie.supervisor! },
      });
    for (let i = 0; i < PER_MINUTE; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too many uploads' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
