import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** GET /api/documents/:id/versions/:version/view: the file the in-app viewer reads. */
let t: TestApp;
const cookie: Record<string, string> = {};
let token: string | undefined;
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'officer', 'employee', 'lwilson']) cookie[who] = await t.signIn(who);
});
afterAll(async () => t.close());

const get = (who: string, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookie[who]!, ...(token ? { 'x-consistency-token': token } : {}) },
  });
const upload = async (who: string, fileName: string, content: Buffer) => {
  const body = multipart([
    { name: 'name', value: fileName },
    { name: 'category', value: 'Procedures' },
    { name: 'file', fileName, content },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, cookie: cookie[who]! },
  });
  expect(response.statusCode).toBe(201);
  token = response.json().consistencyToken;
  return response.json().id as string;
};
const view = (who: string, id: string, version = 1) =>
  get(who, `/api/documents/${id}/versions/${version}/view`);

describe('a version shown in the app', () => {
  it('comes inline with its stored type, never sniffed, and sandboxed so it cannot run script', async () => {
    const bytes = pdfFile('Scaffold checklist');
    const id = await upload('officer', 'Scaffold checklist é.pdf', bytes);
    const response = await view('employee', id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Scaffold checklist _.pdf"; filename*=UTF-8''Scaffold%20checklist%20%C3%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The file's own policy, not the app's: an opaque origin, nothing loaded, never framed.
    const policy = String(response.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toEqual(
      expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'none'"]),
    );
    expect(policy.join(' ')).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves a text file as the plain text it was stored as, even when it reads like HTML', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>\n';
    const id = await upload('officer', 'lockout-notes.txt', Buffer.from(html));
    const response = await view('employee', id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.payload).toBe(html);
  });

  it('shows a version waiting for approval only to its uploader and the safety team', async () => {
    const id = await upload('employee', 'Ladder inspection.pdf', pdfFile('Ladder inspection'));
    for (const who of ['employee', 'officer', 'admin']) expect((await view(who, id)).statusCode).toBe(200);
    const colleague = await view('lwilson', id);
    expect(colleague.statusCode).toBe(404);
    expect(colleague.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await get('lwilson', `/api/documents/${id}/versions/1/download`)).statusCode).toBe(404);
  });

  it('answers 404 for a version that does not exist and 401 to nobody signed in', async () => {
    const id = await upload('officer', 'Hoist rules.pdf', pdfFile('Hoist rules'));
    expect((await view('employee', id, 2)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/versions/1/view` });
    expect(anonymous.statusCode).toBe(401);
  });
});
