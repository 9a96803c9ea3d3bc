import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_TITLE } from '@hs/contracts';
import { DEMO_PASSWORD } from '../support/test-app.ts';
import { testAppFor } from '../support/test-app-session.ts';

const app = testAppFor(['admin']);

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  call('POST', '/api/user/password', cookie, { currentPassword, newPassword });
const login = (username: string, password: string) =>
  app.t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  `hs_session=${response.cookies.find((c) => c.name === 'hs_session')!.value}`;
const fieldsOf = (response: Awaited<ReturnType<typeof login>>) =>
  (response.json().errors as { field: string }[]).map((e) => e.field);

/** Every password this file sets, to look for in the log. */
const secrets = [
  DEMO_PASSWORD,
  'harbour-lantern-quiet-7',
  'copper-kettle-meadow-4',
  'granite-orchard-bell-9',
];

const addEmployee = async (username: string) => {
  const created = await call('POST', '/api/admin/employees', app.cookie.admin, {
    firstName: 'Rosa',
    lastName: 'Lindqvist',
    email: `${username}@ipsi.example`,
    username,
    department: 'IPSI',
    company: 'IPSI',
  });
  expect(created.statusCode).toBe(201);
  secrets.push(created.json().temporaryPassword);
  return created.json() as { id: string; temporaryPassword: string };
};

describe('changing your own password', () => {
  it('refuses a wrong current password, naming currentPassword, and keeps the old one', async () => {
    const cookie = await app.t.signIn('lwilson');
    const refused = await changePassword(cookie, 'not-my-password', 'harbour-lantern-quiet-7');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(refused)).toEqual(['currentPassword']);
    expect((await login('lwilson', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'short-pw-1'],
    ['a common password', 'PasswordPassword'],
    ['the username inside it', 'My-DOKAFOR-password'],
    ['the current password', DEMO_PASSWORD],
  ])('refuses %s with 400 naming newPassword', async (_rule, newPassword) => {
    const cookie = await app.t.signIn('dokafor');
    const refused = await changePassword(cookie, DEMO_PASSWORD, newPassword);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['newPassword']);
    expect((await login('dokafor', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like sign-ins: the sixth try in a minute is refused', async () => {
    const cookie = await app.t.signIn('supervisor');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await changePassword(cookie, `guess-number-${i}`, 'harbour-lantern-quiet-7')).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('accepts a good password, ends the other sessions and keeps this one', async () => {
    const here = await app.t.signIn('ngarcia');
    const elsewhere = await app.t.signIn('ngarcia');
    const changed = await changePassword(here, DEMO_PASSWORD, 'harbour-lantern-quiet-7');
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/user', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', here)).statusCode).toBe(200);
    expect((await login('ngarcia', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('ngarcia', 'harbour-lantern-quiet-7')).statusCode).toBe(200);
  });
});

describe('temporary passwords from an administrator', () => {
  it('a new account gets a temporary password that only opens the password change', async () => {
    const { temporaryPassword } = await addEmployee('rlindqvist');
    expect(temporaryPassword).toMatch(/^.{16}$/);
    const signedIn = await login('rlindqvist', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mustChangePassword).toBe(true);
    const cookie = cookieOf(signedIn);

    for (const [method, url] of [
      ['GET', '/api/user'],
      ['GET', '/api/incidents'],
      ['POST', '/api/incidents'],
    ] as const) {
      const refused = await call(method, url, cookie, method === 'POST' ? {} : undefined);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().title).toBe(PASSWORD_CHANGE_REQUIRED_TITLE);
      expect(refused.json().detail).toMatch(/set a new password/i);
    }
    // The browser's session check: nobody to show pages to until the password is replaced.
    expect((await call('GET', '/api/session', cookie)).json()).toEqual({ user: null });

    expect((await changePassword(cookie, temporaryPassword, 'copper-kettle-meadow-4')).statusCode).toBe(200);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await login('rlindqvist', temporaryPassword)).statusCode).toBe(401);
    const again = await login('rlindqvist', 'copper-kettle-meadow-4');
    expect(again.statusCode).toBe(200);
    expect(again.json().mustChangePassword).toBe(false);
  });

  it('a reset gives a new temporary password, ends the sessions and the old password stops working', async () => {
    const { id, temporaryPassword } = await addEmployee('kmensah');
    const first = cookieOf(await login('kmensah', temporaryPassword));
    await changePassword(first, temporaryPassword, 'granite-orchard-bell-9');

    const reset = await call('POST', `/api/admin/employees/${id}/password-reset`, app.cookie.admin);
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword: second } = reset.json();
    secrets.push(second);
    expect(second).not.toBe(temporaryPassword);
    expect((await call('GET', '/api/user', first)).statusCode).toBe(401);
    expect((await login('kmensah', 'granite-orchard-bell-9')).statusCode).toBe(401);
    const signedIn = await login('kmensah', second);
    expect(signedIn.json().mustChangePassword).toBe(true);
    expect((await call('GET', '/api/user', cookieOf(signedIn))).statusCode).toBe(403);
  });

  it('only an administrator can reset a password', async () => {
    const { id } = await addEmployee('pnovak');
    const officer = await app.t.signIn('officer');
    expect((await call('POST', `/api/admin/employees/${id}/password-reset`, officer)).statusCode).toBe(403);
  });
});

describe('the event log', () => {
  it('holds no password and no password hash in any event', async () => {
    const { rows } = await app.t.pool.query<{ event_type: string; text: string }>(
      `SELECT event_type, data::text || metadata::text AS text FROM es_events`,
    );
    expect(rows.map((r) => r.event_type)).toEqual(
      expect.arrayContaining(['EmployeeTemporaryPasswordIssued', 'EmployeePasswordChanged']),
    );
    const leaks = rows.filter(
      (r) => /scrypt\$|passwordHash|password_hash/i.test(r.text) || secrets.some((s) => r.text.includes(s)),
    );
    expect(leaks).toEqual([]);
  });
});
