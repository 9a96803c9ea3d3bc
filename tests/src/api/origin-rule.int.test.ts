import { describe, expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { INJECT_ORIGIN } from '../support/our-pages.ts';
import { recordableInjury } from '../support/recordkeeping-fixtures.ts';
import { DEMO_PASSWORD } from '../support/test-app.ts';
import { testAppFor } from '../support/test-app-session.ts';
import { site } from '../support/establishment-fixtures.ts';

const app = testAppFor(['employee', 'officer', 'admin', 'supervisor'] as const);
type User = 'employee' | 'officer' | 'admin' | 'supervisor';

/** A state change exactly as sent: no header added for us (t.injectAsIs). */
const send = (
  who: User,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => app.t.injectAsIs({ method, url, payload, headers: { cookie: app.cookie[who], ...headers } });

const expectRefusedAsForeign = (response: Awaited<ReturnType<typeof send>>) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(response.json()).toMatchObject({
    status: 403,
    title: 'Cross-origin request refused',
    detail: expect.stringContaining('Origin'),
  });
};

/** Our pages' proofs, and what a page of another site sends. */
const ours = { origin: INJECT_ORIGIN };
const foreignReferer = { referer: 'https://evil.example/attack.html' };

describe('a state change carrying the session cookie must come from our pages', () => {
  it('refuses a password change without Origin, and the old password still signs in', async () => {
    const body = { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-passphrase-42' };
    const before = await app.t.eventCount();
    expectRefusedAsForeign(await send('supervisor', 'POST', '/api/user/password', body));
    expectRefusedAsForeign(await send('supervisor', 'POST', '/api/user/password', body, foreignReferer));
    expect(await app.t.eventCount()).toBe(before);
    await expect(app.t.signIn('supervisor', DEMO_PASSWORD)).resolves.toMatch(/^hs_session=/);
  });

  it('refuses an incident report without Origin or with a foreign Referer; accepts it with our Origin', async () => {
    const before = await app.t.eventCount();
    expectRefusedAsForeign(await send('employee', 'POST', '/api/incidents', validReport()));
    expectRefusedAsForeign(await send('employee', 'POST', '/api/incidents', validReport(), foreignReferer));
    expectRefusedAsForeign(
      await send('employee', 'POST', '/api/incidents', validReport(), { 'sec-fetch-site': 'cross-site' }),
    );
    expect(await app.t.eventCount()).toBe(before);
    expect((await send('employee', 'POST', '/api/incidents', validReport(), ours)).statusCode).toBe(201);
  });

  it('accepts Sec-Fetch-Site: same-origin, or our own Referer, when Origin is missing', async () => {
    const sameOrigin = await send('employee', 'POST', '/api/incidents', validReport(), {
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(201);
    const ourReferer = await send('employee', 'POST', '/api/incidents', validReport(), {
      referer: `${INJECT_ORIGIN}/incidents/new`,
    });
    expect(ourReferer.statusCode).toBe(201);
  });

  it('refuses a recordkeeping decision without Origin and records it with our Origin', async () => {
    const report = await send('employee', 'POST', '/api/incidents', validReport(), ours);
    const url = `/api/incidents/${report.json().id}/recordkeeping`;
    const before = await app.t.eventCount();
    expectRefusedAsForeign(await send('officer', 'PUT', url, recordableInjury()));
    expectRefusedAsForeign(await send('officer', 'PUT', url, recordableInjury(), foreignReferer));
    expect(await app.t.eventCount()).toBe(before);
    const decided = await send('officer', 'PUT', url, recordableInjury(), ours);
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('refuses POST /api/establishments without Origin; creates it with our Origin', async () => {
    const before = await app.t.eventCount();
    expectRefusedAsForeign(await send('admin', 'POST', '/api/establishments', site('Refused Works')));
    expectRefusedAsForeign(
      await send('admin', 'POST', '/api/establishments', site('Refused Works'), foreignReferer),
    );
    expect(await app.t.eventCount()).toBe(before);
    const created = await send('admin', 'POST', '/api/establishments', site('Accepted Works'), ours);
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('a request without the session cookie', () => {
  const login = (headers: Record<string, string>, remoteAddress = '10.40.0.1') =>
    app.t.injectAsIs({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'officer', password: DEMO_PASSWORD },
      headers,
      remoteAddress,
    });

  it('signs in without Origin (a script), but not from a page of another site', async () => {
    expect((await login({})).statusCode).toBe(200);
    expectRefusedAsForeign(await login({ origin: 'https://evil.example' }));
    expectRefusedAsForeign(await login(foreignReferer));
  });
});

describe('the sign-in throttle per address', () => {
  const login = (username: string, password: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: '10.41.0.1',
    });

  it('twenty wrong passwords for one account do not stop a colleague at the same address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await login('lwilson', `wrong-${i}`)).statusCode);
    // The account itself is locked after 5 failures.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(answers.slice(5)).toEqual(Array(15).fill(429));
    expect((await login('dokafor', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('failures over many accounts from one address lock it only far past twenty', async () => {
    for (let i = 0; i < 25; i++) expect((await login(`nobody-${i}`, 'guess')).statusCode).toBe(401);
    expect((await login('ngarcia', DEMO_PASSWORD)).statusCode).toBe(200);
  }, 30_000);
});
