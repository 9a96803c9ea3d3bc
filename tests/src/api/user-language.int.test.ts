import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, type CurrentUser, type SessionState } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof apiCalls>;
const path = authRoutes.language;

beforeAll(async () => {
  t = await startTestApp();
  api = apiCalls(() => t, { employee: await t.signIn('employee'), officer: await t.signIn('officer') });
});
afterAll(async () => t?.close());

const currentUser = async (user: string) =>
  (await api.ok(user, 'GET', authRoutes.currentUser)) as CurrentUser;

describe('PUT /api/user/language', () => {
  it('before any choice the signed-in user carries no language (the device decides)', async () => {
    expect((await currentUser('officer')).language).toBeUndefined();
  });

  it('keeps Spanish for the person: GET /api/user, the session and the next sign-in answer es', async () => {
    await api.ok('employee', 'PUT', path, { language: 'es' });
    expect((await currentUser('employee')).language).toBe('es');
    const session = (await api.ok('employee', 'GET', authRoutes.session)) as SessionState;
    expect(session.user?.language).toBe('es');
    const login = await t.app.inject({
      method: 'POST',
      url: authRoutes.login,
      payload: { username: 'employee', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().language).toBe('es');
    expect((await currentUser('officer')).language).toBeUndefined();
  });

  it('a later choice replaces the earlier one', async () => {
    await api.ok('employee', 'PUT', path, { language: 'es' });
    await api.ok('employee', 'PUT', path, { language: 'en' });
    expect((await currentUser('employee')).language).toBe('en');
  });

  it('refuses a language the interface does not have, naming the field, and changes nothing', async () => {
    await api.ok('employee', 'PUT', path, { language: 'es' });
    for (const body of [{ language: 'fr' }, { language: '' }, {}]) {
      const response = await api.call('employee', 'PUT', path, body);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.errors).toContainEqual({ field: 'language', reason: expect.stringMatching(/./) });
    }
    expect((await currentUser('employee')).language).toBe('es');
  });

  it('is refused to someone signed out', async () => {
    const response = await t.app.inject({ method: 'PUT', url: path, payload: { language: 'es' } });
    expect(response.statusCode).toBe(401);
  });
});
