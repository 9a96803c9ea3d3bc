import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_PER_ADDRESS } from '@hs/infra/auth';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let address = 10;
/** Each sign-in from its own client address unless given, so the per-address limit stays out of the way. */
const login = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress = `10.0.0.${address++}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, ...extra },
    remoteAddress,
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const c = response.cookies.find((x) => x.name === 'hs_session')!;
  return `hs_session=${c.value}`;
};
const signInEvents = async (type: string) =>
  (
    await t.pool.query(`SELECT data FROM es_events WHERE event_type = $1 ORDER BY global_position`, [type])
  ).rows.map((r) => r.data);

describe('signing in', () => {
  it('accepts form data as the sign-in form sends it and answers with the user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=officer&password=${DEMO_PASSWORD}&rememberMe=true`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'officer',
      firstName: 'Priya',
      role: 'safety-officer',
      isActive: true,
    });
    const user = await me(cookieOf(response));
    expect(user.statusCode).toBe(200);
    expect(user.json().username).toBe('officer');
  });

  it('gives an HttpOnly, SameSite=Lax cookie that lasts 30 days with Remember me, and the browser session without', async () => {
    const remembered = (await login('supervisor', DEMO_PASSWORD, { rememberMe: true })).cookies[0]!;
    expect(remembered).toMatchObject({
      name: 'hs_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 86_400,
    });
    const session = (await login('supervisor', DEMO_PASSWORD)).cookies[0]!;
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();
    expect(session.value).not.toBe(remembered.value);
  });

  it('refuses a wrong password and an unknown user with the same message, and records both', async () => {
    const wrong = await login('lwilson', 'not-the-password');
    const unknown = await login('nobody-here', 'whatever-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid username or password.');
    expect(unknown.json().detail).toBe(wrong.json().detail);
    expect(wrong.cookies).toHaveLength(0);
    const failures = await signInEvents('UserSignInFailed');
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'lwilson',
          reason: 'wrong-password',
          ip: expect.any(String),
          at: expect.any(String),
        }),
        expect.objectContaining({ username: 'nobody-here', reason: 'unknown-user' }),
      ]),
    );
  });

  it('throttles an account after 5 failed attempts in a minute, even with the right password then', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ngarcia', `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await login('ngarcia', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/problem\+json/);
    expect(blocked.json().detail).toMatch(/wait a minute/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.cookies).toHaveLength(0);
    expect((await login('lwilson', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles a client address after 100 failed attempts in a minute, whatever the account', async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++)
      expect((await login(`guess${i}`, 'guess', {}, '10.9.9.9')).statusCode).toBe(401);
    expect((await login('supervisor', DEMO_PASSWORD, {}, '10.9.9.9')).statusCode).toBe(429);
    expect((await login('supervisor', DEMO_PASSWORD, {}, '10.9.9.10')).statusCode).toBe(200);
  }, 60_000);

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const cookie = cookieOf(await login('dokafor', DEMO_PASSWORD));
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await signInEvents('UserSignedOut')).toHaveLength(1);
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
  });

  it('answers GET /api/session with 200 and the user, or null once signed out', async () => {
    const session = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });
    const anonymous = await session();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    const cookie = cookieOf(await login('dokafor', DEMO_PASSWORD));
    expect((await session(cookie)).json().user).toMatchObject({ username: 'dokafor' });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const ended = await session(cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ user: null });
  });
});

describe('deactivation', () => {
  it('ends the sessions of a deactivated employee at once and keeps them from signing in', async () => {
    const admin = await t.signIn('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: { cookie: admin },
      payload: {
        firstName: 'Temp',
        lastName: 'Worker',
        email: 'temp@ipsi.example',
        username: 'tworker',
        department: 'IPSI',
        company: 'IPSI',
      },
    });
    expect(created.statusCode).toBe(201);
    const { temporaryPassword } = created.json();
    const theirs = cookieOf(await login('tworker', temporaryPassword));
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: theirs },
      payload: { currentPassword: temporaryPassword, newPassword: 'temporary-pass-1' },
    });
    const report = () => t.app.inject({ method: 'GET', url: '/api/incidents', headers: { cookie: theirs } });
    expect((await report()).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${created.json().id}`,
      headers: { cookie: admin },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await report()).statusCode).toBe(401);
    // Answered exactly as a wrong password, so a guesser cannot tell a deactivated account exists.
    const again = await login('tworker', 'temporary-pass-1');
    const wrong = await login('tworker', 'not-the-password');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(wrong.json());
    expect(again.cookies).toHaveLength(0);
    expect((await signInEvents('UserSignInFailed')).filter((e) => e.username === 'tworker')).toEqual([
      expect.objectContaining({ reason: 'inactive' }),
      expect.objectContaining({ reason: 'wrong-password' }),
    ]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin and appends nothing', async () => {
    const cookie = await t.signIn('employee');
    const before = await t.eventCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie, origin: 'https://attacker.example' },
      payload: { type: 'injury' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe('Cross-origin request refused');
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });
});

describe('usernames', () => {
  it('lets exactly one of two concurrent registrations of the same username succeed', async () => {
    const admin = await t.signIn('admin');
    const register = (first: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/employees',
        headers: { cookie: admin },
        payload: {
          firstName: first,
          lastName: 'Twin',
          email: `${first}@todco.example`,
          username: 'twin',
          department: 'TODCO',
          company: 'TODCO',
        },
      });
    const results = await Promise.all([register('Ann'), register('Bob'), register('Cat')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errors).toEqual(
      [{ field: 'username', reason: 'Required' }].map((e) => ({ ...e, reason: expect.any(String) })),
    );
  });
});
