import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRoutes } from '@hs/contracts';
import { injectCalls } from '../support/api-calls.ts';
import { injectPdfUpload } from '../support/document-upload.ts';
import { signaturePng } from '../support/sample-files.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

const users = ['admin', 'employee', 'lwilson'] as const;
let t: TestApp;
const cookie: Record<string, string> = {};
const userId: Record<string, string> = {};
const { get, send, remember } = injectCalls(() => t, cookie);
let documentId = '';

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/New_York' });
  for (const user of users) {
    cookie[user] = await t.signIn(user);
    userId[user] = (await get(user, '/api/user')).json().id;
  }
  const uploaded = remember(await injectPdfUpload(t, cookie.admin!, '/api/documents', 'Forklift rules'));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  documentId = uploaded.json().id;
});
afterAll(async () => t?.close());

const sign = (who: string, password?: string) =>
  send(who, 'POST', documentRoutes.signatures, {
    documentId,
    signatureData: signaturePng,
    acknowledged: true,
    ...(password === undefined ? {} : { password }),
  });
const signatureOf = async (who: string) =>
  (await get('admin', `/api/documents/signatures/${documentId}/user/${userId[who]}`)).json().signature;

describe('signing a document asks for the password again (21 CFR 11.200)', () => {
  it('without the password: 400 naming the field, and nothing is signed', async () => {
    const before = await t.eventCount();
    const refused = await sign('employee');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json().errors).toEqual([{ field: 'password', reason: 'Enter your password to sign.' }]);
    expect((await sign('employee', '')).json().errors).toEqual([
      { field: 'password', reason: 'Enter your password to sign.' },
    ]);
    expect(await t.eventCount()).toBe(before);
    expect(await signatureOf('employee')).toBeNull();
  });

  it('with a wrong password: 403 naming the field, and nothing is signed', async () => {
    const before = await t.eventCount();
    const refused = await sign('employee', 'not-my-password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      title: 'Password not confirmed',
      detail: 'Your password is not correct. Nothing was signed.',
      errors: [{ field: 'password', reason: 'Your password is not correct. Nothing was signed.' }],
    });
    expect(await t.eventCount()).toBe(before);
    expect(await signatureOf('employee')).toBeNull();
  });

  it('counts wrong passwords toward the sign-in throttle: after 5, even the right one is refused', async () => {
    for (let i = 0; i < 5; i++) expect((await sign('lwilson', `wrong-${i}`)).statusCode).toBe(403);
    const locked = await sign('lwilson', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await signatureOf('lwilson')).toBeNull();
    // The same account's sign-in is locked too: one count for both doors.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'lwilson', password: DEMO_PASSWORD },
      remoteAddress: '10.50.0.1',
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('with the right password: the record has the printed name, the time with its zone and the meaning', async () => {
    const signed = await sign('employee', DEMO_PASSWORD);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ timeZone: 'America/New_York', meaning: 'Read and understood' });
    const record = await signatureOf('employee');
    expect(record).toMatchObject({
      signerName: 'Jamie Chen',
      meaning: 'Read and understood',
      timeZone: 'America/New_York',
      signedAt: signed.json().signedAt,
      documentVersion: 1,
    });
    const detail = (await get('admin', `/api/documents/${documentId}`)).json();
    expect(detail.signatures).toEqual([
      expect.objectContaining({
        signerName: 'Jamie Chen',
        meaning: 'Read and understood',
        timeZone: 'America/New_York',
      }),
    ]);
    // The log keeps what the record shows, and never the password.
    const { rows } = await t.pool.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM es_events WHERE event_type = 'DocumentSigned'`,
    );
    expect(rows[0]!.data).toMatchObject({ meaning: 'Read and understood', timeZone: 'America/New_York' });
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
  });
});

describe('certifying a 300A asks for the password again', () => {
  const certify = (password?: string) =>
    send('admin', 'POST', '/api/osha/300a/certifications', {
      establishmentId: '00000000-0000-4000-8000-000000000001',
      year: 2025,
      executiveName: 'Grace Chief',
      executiveTitle: 'President',
      certifiedOn: '2026-02-01',
      summarySha256: 'a'.repeat(64),
      ...(password === undefined ? {} : { password }),
    });

  it('refuses it without the password (400) and with a wrong one (403), certifying nothing', async () => {
    const before = await t.eventCount();
    const missing = await certify();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'password', reason: 'Enter your password to sign.' }]);
    const wrong = await certify('not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().title).toBe('Password not confirmed');
    expect(await t.eventCount()).toBe(before);
  });
});
