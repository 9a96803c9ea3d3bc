import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportIncidentInput } from '@hs/contracts';
import { aboutEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Who sees and reviews which incident (docs/product.md, Roles). Demo departments: the employee
 * and the supervisor are in Production, lwilson in Warehouse, dokafor in Maintenance.
 */
let t: TestApp;
const cookie: Record<string, string> = {};
let token = '';

const as = (user: string) => ({
  get: async (url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookie[user]!, 'x-consistency-token': token },
    });
    return { status: response.statusCode, body: response.json() };
  },
  send: async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie: cookie[user]! } });
    const body = response.json();
    if (body.consistencyToken) token = body.consistencyToken;
    return { status: response.statusCode, body };
  },
});

const report = async (user: string, overrides: Partial<ReportIncidentInput>) => {
  const { status, body } = await as(user).send('POST', '/api/incidents', validReport(overrides));
  expect(status).toBe(201);
  return body.id as string;
};

const medicalAndPeople = [
  'severity',
  'employeeName',
  'employeeId',
  'medicalAttentionRequired',
  'injuryOccurred',
  'witnessName',
  'description',
  'rootCauseAnalysis',
  'immediateActionsTaken',
];

let production: string;
let warehouse: string;
let namedProduction: string;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin', 'lwilson', 'dokafor'])
    cookie[user] = await t.signIn(user);
  production = await report('employee', {
    type: 'injury',
    injuryOccurred: true,
    medicalAttentionRequired: true,
    witnessName: 'Sam Ortiz',
  });
  // About the reporter: their department (Warehouse) is the incident's.
  warehouse = await report('lwilson', {
    type: 'injury',
    location: 'Warehouse B, aisle 4',
    medicalAttentionRequired: true,
    witnessName: 'Omar Haddad',
  });
  // Reported from Maintenance about someone of Production, picked from the employees.
  const jamie = (await as('employee').get('/api/user')).body.id as string;
  namedProduction = await report('dokafor', aboutEmployee(jamie));
});
afterAll(async () => t.close());

describe("a supervisor and their department's incidents", () => {
  it('sees them whole, and sees another department’s as a summary only', async () => {
    const own = await as('supervisor').get(`/api/incidents/${production}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      summaryOnly: false,
      medicalAttentionRequired: true,
      witnessName: 'Sam Ortiz',
    });
    const named = await as('supervisor').get(`/api/incidents/${namedProduction}`);
    expect(named.body.summaryOnly).toBe(false);
    const other = await as('supervisor').get(`/api/incidents/${warehouse}`);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ summaryOnly: true, type: 'injury', location: 'Warehouse B, aisle 4' });
    expect(Object.keys(other.body).filter((k) => medicalAndPeople.includes(k))).toEqual([]);
  });

  it('finds only their department’s among the notifications', async () => {
    const { status, body } = await as('supervisor').get('/api/admin/notifications');
    expect(status).toBe(200);
    const ids = body.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([production, namedProduction]));
    expect(ids).not.toContain(warehouse);
    expect(body.totalIncidents).toBe(2);
    const officer = await as('officer').get('/api/admin/notifications');
    expect(officer.body.items.map((i: { id: string }) => i.id)).toContain(warehouse);
  });

  it('finds their department’s incidents by name and severity, and no other department’s', async () => {
    const ids = async (query: string) =>
      (await as('supervisor').get(`/api/incidents?${query}`)).body.map((r: { id: string }) => r.id);
    expect(await ids('search=Jamie%20Chen')).toContain(production);
    expect(await ids('search=Lena%20Wilson')).not.toContain(warehouse);
    expect(await ids('severity=Medium')).toEqual(expect.arrayContaining([production, namedProduction]));
    expect(await ids('severity=Medium')).not.toContain(warehouse);
  });

  it('moves their department’s incident to under review, but may not resolve it', async () => {
    const review = await as('supervisor').send('PATCH', `/api/incidents/${production}/status`, {
      status: 'under-review',
    });
    expect(review.status).toBe(200);
    const resolve = await as('supervisor').send('PATCH', `/api/incidents/${production}/status`, {
      status: 'resolved',
      note: 'Guard refitted.',
    });
    expect(resolve.status).toBe(403);
    expect((await as('supervisor').get(`/api/incidents/${production}`)).body.status).toBe('under-review');
  });

  it('may not reopen their department’s incident once the safety team resolved it', async () => {
    const resolved = await as('officer').send('PATCH', `/api/incidents/${namedProduction}/status`, {
      status: 'resolved',
      note: 'Guard replaced.',
    });
    expect(resolved.status).toBe(200);
    const events = await t.eventCount();
    const reopen = await as('supervisor').send('PATCH', `/api/incidents/${namedProduction}/status`, {
      status: 'under-review',
    });
    expect(reopen.status).toBe(403);
    expect(await t.eventCount()).toBe(events);
    expect((await as('supervisor').get(`/api/incidents/${namedProduction}`)).body.status).toBe('resolved');
  });

  it('is refused another department’s incident, and nothing is recorded', async () => {
    const events = await t.eventCount();
    const refused = await as('supervisor').send('PATCH', `/api/incidents/${warehouse}/status`, {
      status: 'under-review',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/your own department/);
    const comment = await as('supervisor').send('POST', `/api/incidents/${warehouse}/comments`, {
      text: 'Looking into it.',
    });
    expect(comment.status).toBe(403);
    expect(await t.eventCount()).toBe(events);
  });

  it('comments on their department’s incident, and the comment shows in its history with the author', async () => {
    const comment = await as('supervisor').send('POST', `/api/incidents/${production}/comments`, {
      text: 'Spoke with the shift lead; the guard is being refitted.',
    });
    expect(comment.status).toBe(201);
    const history = await as('employee').get(`/api/incidents/${production}/history`);
    expect(history.body.entries.at(-1)).toMatchObject({
      type: 'IncidentCommented',
      note: 'Spoke with the shift lead; the guard is being refitted.',
      actor: { name: 'Marco Rossi', role: 'supervisor' },
    });
  });
});

describe("an employee and a colleague's incident", () => {
  it('sees the summary only, no history, and their own incident whole', async () => {
    const colleague = await as('employee').get(`/api/incidents/${warehouse}`);
    expect(colleague.body.summaryOnly).toBe(true);
    expect(Object.keys(colleague.body).filter((k) => medicalAndPeople.includes(k))).toEqual([]);
    expect((await as('employee').get(`/api/incidents/${warehouse}/history`)).status).toBe(403);
    expect((await as('employee').get(`/api/incidents/${warehouse}?asOfVersion=1`)).body.summaryOnly).toBe(
      true,
    );
    const own = await as('employee').get(`/api/incidents/${production}`);
    expect(own.body).toMatchObject({ summaryOnly: false, medicalAttentionRequired: true });
  });

  it('lists every incident, with colleagues’ rows stripped of severity and name', async () => {
    const { body } = await as('employee').get('/api/incidents');
    const row = (id: string) => body.find((r: { id: string }) => r.id === id);
    expect(row(warehouse)).toMatchObject({ summaryOnly: true, severity: null, employeeName: null });
    expect(row(production)).toMatchObject({ summaryOnly: false, employeeName: 'Jamie Chen' });
  });

  it('cannot find a colleague’s incident by its hidden name, description or severity', async () => {
    const byName = await as('employee').get('/api/incidents?search=Lena%20Wilson');
    expect(byName.body.map((r: { id: string }) => r.id)).not.toContain(warehouse);
    const bySeverity = await as('employee').get('/api/incidents?severity=Medium');
    expect(bySeverity.body.map((r: { id: string }) => r.id)).not.toContain(warehouse);
    // What the summary shows still finds it, and the officer's search finds it by name.
    const byLocation = await as('employee').get('/api/incidents?search=aisle%204');
    expect(byLocation.body.map((r: { id: string }) => r.id)).toContain(warehouse);
    const officer = await as('officer').get('/api/incidents?search=Lena%20Wilson');
    expect(officer.body.map((r: { id: string }) => r.id)).toContain(warehouse);
  });

  it('may neither change the status nor comment on it; the reporter may comment', async () => {
    const status = await as('employee').send('PATCH', `/api/incidents/${warehouse}/status`, {
      status: 'under-review',
    });
    expect(status.status).toBe(403);
    const comment = await as('employee').send('POST', `/api/incidents/${warehouse}/comments`, { text: 'Hi' });
    expect(comment.status).toBe(403);
    const own = await as('lwilson').send('POST', `/api/incidents/${warehouse}/comments`, {
      text: 'The pallet had been restacked by the night shift.',
    });
    expect(own.status).toBe(201);
  });

  it('a blank comment is refused naming the field', async () => {
    const blank = await as('lwilson').send('POST', `/api/incidents/${warehouse}/comments`, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('text');
  });
});

describe('the safety team', () => {
  it('a safety officer sees every incident whole and resolves one with a note', async () => {
    const other = await as('officer').get(`/api/incidents/${warehouse}`);
    expect(other.body).toMatchObject({ summaryOnly: false, witnessName: 'Omar Haddad' });
    const resolve = await as('officer').send('PATCH', `/api/incidents/${warehouse}/status`, {
      status: 'resolved',
      note: 'Racking inspected and repaired.',
    });
    expect(resolve.status).toBe(200);
  });
});
