import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRoutes, type RecordPastRetention } from '@hs/contracts';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

let t: TestApp;
let admin: string;
const thisYear = new Date().getUTCFullYear();
const visitor = { name: 'Ottoline Brackenbury', organisation: 'Pellworth Scaffolding' };
const witness = 'Cassius Thornwaite';
const ids = { old: '', oldAboutEmployee: '', fourYears: '', recent: '' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const report = async (date: string, overrides: object = {}) => {
  const reported = await call('POST', '/api/incidents', admin, validReport({ date, ...overrides }));
  expect(reported.statusCode).toBe(201);
  return reported.json().id as string;
};

const listed = async (cookie = admin) => {
  const answer = await call('GET', retentionRoutes.list, cookie);
  expect(answer.statusCode).toBe(200);
  return (answer.json().items as RecordPastRetention[]).map((i) => i.id);
};
const incidentOf = async (id: string) => (await call('GET', `/api/incidents/${id}`, admin)).json();
const erase = (incidentIds: string[], cookie = admin, reason = 'Retention of 29 CFR 1904.33 ended') =>
  call('POST', retentionRoutes.erase, cookie, { reason, incidentIds });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  ids.old = await report(`${thisYear - 7}-03-14`, {
    ...aboutNonEmployee(visitor.name, visitor.organisation),
    witnessName: witness,
  });
  ids.oldAboutEmployee = await report(`${thisYear - 6}-06-01`);
  ids.fourYears = await report(`${thisYear - 4}-01-10`);
  ids.recent = await report(`${thisYear}-01-02`);
  for (const id of Object.values(ids))
    await until(
      () => incidentOf(id),
      (i) => i.id === id,
    );
});
afterAll(async () => {
  t.setNow(null);
  await t?.close();
});

describe('retention of incidents', () => {
  it('lists the incidents 5 years past the end of their year, oldest first, with their number and kind', async () => {
    const answer = (await call('GET', retentionRoutes.list, admin)).json();
    expect(answer.settings).toEqual({ incidents: 5 });
    expect(answer.items.map((i: RecordPastRetention) => i.id)).toEqual([ids.old, ids.oldAboutEmployee]);
    expect(answer.items[0]).toMatchObject({
      date: `${thisYear - 7}-03-14`,
      kind: 'near-miss',
      retainedUntil: `${thisYear - 2}-12-31`,
    });
    expect(answer.items[0].reportNumber).toMatch(/\S/);
    expect(answer.total).toBe(2);
  });

  it('counts from the site’s today: a 4-year-old incident is past once the clock is two years on', async () => {
    t.setNow(`${thisYear + 2}-01-05T12:00:00Z`);
    try {
      expect(await listed()).toContain(ids.fourYears);
    } finally {
      t.setNow(null);
    }
    expect(await listed()).not.toContain(ids.fourYears);
  });

  it('refuses a setting under the 5 years the law asks, naming the field; a longer one shortens the list', async () => {
    const tooShort = await call('PUT', retentionRoutes.settings, admin, { incidents: 4 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.headers['content-type']).toMatch(/problem\+json/);
    expect(tooShort.json().errors.map((e: { field: string }) => e.field)).toEqual(['incidents']);
    const notAdmin = await call('PUT', retentionRoutes.settings, await t.signIn('employee'), {
      incidents: 9,
    });
    expect(notAdmin.statusCode).toBe(403);

    expect((await call('PUT', retentionRoutes.settings, admin, { incidents: 6 })).statusCode).toBe(200);
    expect(await until(listed, (l) => l.length === 1)).toEqual([ids.old]);
    expect((await call('PUT', retentionRoutes.settings, admin, { incidents: 5 })).statusCode).toBe(200);
    expect(await until(listed, (l) => l.length === 2)).toHaveLength(2);
  });

  it('refuses anyone but an administrator, and a record not past retention, erasing nothing', async () => {
    const employee = await t.signIn('employee');
    expect((await call('GET', retentionRoutes.list, employee)).statusCode).toBe(403);
    expect((await erase([ids.old], employee)).statusCode).toBe(403);

    const before = await t.eventCount();
    const recent = await erase([ids.old, ids.recent]);
    expect(recent.statusCode).toBe(400);
    expect(recent.json().errors).toEqual([
      { field: 'incidentIds.1', reason: expect.stringMatching(/kept until the end of/) },
    ]);
    const unknown = await erase([randomUUID()]);
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(['incidentIds.0']);
    const noReason = await erase([ids.old], admin, ' ');
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    expect(await t.eventCount()).toBe(before);
    expect((await incidentOf(ids.old)).witnessName).toBe(witness);
  });

  it('erases the visitor and the witness, keeps an employee’s own record, reports it, and leaves the list', async () => {
    const answer = await erase([ids.old, ids.oldAboutEmployee]);
    expect(answer.statusCode).toBe(200);
    const erased = answer.json();
    expect(erased.counts).toEqual({ incidents: 2, people: 3 });
    expect(erased.incidents).toEqual([
      expect.objectContaining({ id: ids.old, erased: ['involved', 'witness'], keptInvolved: false }),
      expect.objectContaining({ id: ids.oldAboutEmployee, erased: ['witness'], keptInvolved: true }),
    ]);

    const old = await until(
      () => incidentOf(ids.old),
      (i) => i.witnessName === '[erased]' && i.employeeName === '[erased]',
    );
    expect(old).toMatchObject({
      witnessName: '[erased]',
      employeeName: '[erased]',
      employeeOrganisation: '[erased]',
    });
    expect(old.reportNumber).toMatch(/\S/);
    const aboutEmployee = await until(
      () => incidentOf(ids.oldAboutEmployee),
      (i) => i.witnessName === '[erased]',
    );
    expect(aboutEmployee.employeeName).not.toBe('[erased]');
    expect(await until(listed, (l) => l.length === 0)).toEqual([]);
  });
});
