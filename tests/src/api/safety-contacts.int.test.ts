import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRoutes } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** An administrator sets the hotline and e-mail that the help boxes, footer and reports show. */
let t: TestApp;
const cookies: Record<string, string> = {};
const { call } = apiCalls(() => t, cookies);
const settings = async () => (await call('employee', 'GET', settingsRoutes.settings)).body;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'officer', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

describe('the site safety contacts', () => {
  it("shows the configuration's until an administrator sets them, then theirs to everyone", async () => {
    expect(await settings()).toMatchObject({
      safetyHotline: '1-800-555-0147',
      safetyEmail: 'safety@safetyhub.example.com',
    });
    const changed = await call('admin', 'PUT', settingsRoutes.safetyContacts, {
      safetyHotline: ' +1 (713) 555-0100 ',
      safetyEmail: 'safety@ipsi.example',
    });
    expect(changed.status).toBe(200);
    expect(await settings()).toMatchObject({
      safetyHotline: '+1 (713) 555-0100',
      safetyEmail: 'safety@ipsi.example',
    });
    // An empty field unsets its line: the screens then leave it out.
    expect(
      (
        await call('admin', 'PUT', settingsRoutes.safetyContacts, {
          safetyHotline: '',
          safetyEmail: 'safety@ipsi.example',
        })
      ).status,
    ).toBe(200);
    expect(await settings()).toMatchObject({ safetyHotline: null, safetyEmail: 'safety@ipsi.example' });
  });

  it('records who changed them, once: the same contacts again add nothing to the log', async () => {
    const body = { safetyHotline: '911', safetyEmail: null };
    expect((await call('admin', 'PUT', settingsRoutes.safetyContacts, body)).status).toBe(200);
    const count = async () =>
      (await t.store.readStream('safetyContacts-site')).filter((e) => e.type === 'SafetyContactsChanged');
    const before = await count();
    expect(before.at(-1)!.data).toMatchObject({ ...body, changedByName: expect.any(String) });
    expect((await call('admin', 'PUT', settingsRoutes.safetyContacts, body)).status).toBe(200);
    expect((await count()).length).toBe(before.length);
  });

  it('refuses a hotline that is no number, a bad e-mail and anyone but an administrator, changing nothing', async () => {
    const shown = await settings();
    const words = await call('admin', 'PUT', settingsRoutes.safetyContacts, {
      safetyHotline: 'call the office',
      safetyEmail: 'not-an-address',
    });
    expect(words.status).toBe(400);
    expect(words.headers['content-type']).toContain('application/problem+json');
    expect(words.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'safetyEmail',
      'safetyHotline',
    ]);
    for (const user of ['officer', 'employee']) {
      const refused = await call(user, 'PUT', settingsRoutes.safetyContacts, {
        safetyHotline: '1-555-000-0000',
        safetyEmail: null,
      });
      expect(refused.status).toBe(403);
    }
    expect(await settings()).toEqual(shown);
  });
});
