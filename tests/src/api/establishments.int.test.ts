import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { site } from '../support/establishment-fixtures.ts';

let t: TestApp;
let admin: string;
let officer: string;
let employee: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  officer = await t.signIn('officer');
  employee = await t.signIn('employee');
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

const lastYear = new Date().getUTCFullYear() - 1;

describe('establishments', () => {
  it('an administrator adds one; every signed-in user can read its name and address', async () => {
    const created = await call('POST', '/api/establishments', admin, site('Ship Channel Works'));
    expect(created.statusCode).toBe(201);
    const token = created.json().consistencyToken;
    const list = await call('GET', '/api/establishments', employee, undefined, {
      'x-consistency-token': token,
    });
    expect(list.json().establishments).toEqual([
      expect.objectContaining({ id: created.json().id, name: 'Ship Channel Works', state: 'TX' }),
    ]);
    expect(list.json().establishments[0]).not.toHaveProperty('ein');
    const whole = await call('GET', '/api/establishments', officer);
    expect(whole.json().establishments).toEqual([
      expect.objectContaining({ id: created.json().id, ein: '123456789', sizeClass: null, years: [] }),
    ]);
  });

  it('refuses a name that differs only in letter case, even when both arrive at once', async () => {
    const answers = await Promise.all(
      ['Baytown Terminal', 'BAYTOWN terminal', 'baytown  Terminal'].map((name) =>
        call('POST', '/api/establishments', admin, site(name)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'name' })]);
    const existing = await call('POST', '/api/establishments', admin, site('Ship Channel works'));
    expect(existing.statusCode).toBe(409);
  });

  it.each([
    ['state', { state: 'XX' }],
    ['zip', { zip: '7702' }],
    ['naicsCode', { naicsCode: '32511' }],
    ['ein', { ein: '12345678' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
  ])('refuses a bad %s with 400 naming the field, and records nothing', async (field, bad) => {
    const before = await t.eventCount();
    const answer = await call('POST', '/api/establishments', admin, { ...site(`Bad ${field}`), ...bad });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(await t.eventCount()).toBe(before);
  });

  it('keeps the history of a year’s figures and derives the size class', async () => {
    const { id } = (await call('POST', '/api/establishments', admin, site('Pasadena Yard'))).json();
    const url = `/api/establishments/${id}/years/${lastYear}`;
    expect(
      (
        await call('PUT', url, admin, {
          annualAverageEmployees: 120,
          totalHoursWorked: 240000,
          peakEmployees: 130,
        })
      ).statusCode,
    ).toBe(200);
    const corrected = await call('PUT', url, admin, {
      annualAverageEmployees: 260,
      peakEmployees: 260,
      totalHoursWorked: 520000,
    });
    const one = await call('GET', `/api/establishments/${id}`, officer, undefined, {
      'x-consistency-token': corrected.json().consistencyToken,
    });
    expect(one.json()).toMatchObject({
      sizeClass: '250+',
      years: [{ year: lastYear, annualAverageEmployees: 260, totalHoursWorked: 520000, sizeClass: '250+' }],
    });
    const history = await t.store.readStream(`establishment-${id}`);
    expect(history.filter((e) => e.type === 'EstablishmentYearFiguresSet').map((e) => e.data)).toEqual([
      expect.objectContaining({ annualAverageEmployees: 120, previous: null }),
      expect.objectContaining({
        annualAverageEmployees: 260,
        peakEmployees: 260,
        previous: { annualAverageEmployees: 120, totalHoursWorked: 240000, peakEmployees: 130 },
      }),
    ]);
    const future = await call('PUT', `/api/establishments/${id}/years/${lastYear + 2}`, admin, {
      annualAverageEmployees: 1,
      peakEmployees: 1,
      totalHoursWorked: 1,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([expect.objectContaining({ field: 'year' })]);
  });

  it('renames, freeing the old name for another establishment', async () => {
    const { id } = (await call('POST', '/api/establishments', admin, site('Old Dock'))).json();
    expect((await call('PATCH', `/api/establishments/${id}`, admin, { name: 'New Dock' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/establishments', admin, site('old dock'))).statusCode).toBe(201);
    expect((await call('POST', '/api/establishments', admin, site('New Dock'))).statusCode).toBe(409);
  });

  it('replays a retried creation with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'establishment-retry-1' };
    const first = await call('POST', '/api/establishments', admin, site('Retry Works'), headers);
    const again = await call('POST', '/api/establishments', admin, site('Retry Works'), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('lets only administrators write', async () => {
    for (const cookie of [officer, employee]) {
      expect((await call('POST', '/api/establishments', cookie, site('Not Mine'))).statusCode).toBe(403);
    }
  });
});
