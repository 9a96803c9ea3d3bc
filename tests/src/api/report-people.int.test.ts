import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentReported } from '@hs/domain';
import { aboutEmployee, aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The people of a report come from the employee records (docs/product.md, "An incident's
 * department"). An administrator records that Jamie Chen (employee, Production) reports to Marco
 * Rossi (supervisor, Production) and works at Plant 2; lwilson is made a Warehouse supervisor and
 * dokafor moves to Warehouse, with no supervisor on his record.
 */
let t: TestApp;
const cookie: Record<string, string> = {};
const id: Record<string, string> = {};
let token = '';
let plant2 = '';

const call = async (user: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: cookie[user]!, 'x-consistency-token': token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = response.json();
  if (body?.consistencyToken) token = body.consistencyToken;
  return { status: response.statusCode, body };
};

const report = async (user: string, overrides: Parameters<typeof validReport>[0] = {}) => {
  const { status, body } = await call(user, 'POST', '/api/incidents', validReport(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as string;
};

const storedReport = async (incidentId: string) =>
  (await t.store.readStream(`incident-${incidentId}`))[0]!.data as IncidentReported['data'];

beforeAll(async () => {
  t = await startTestApp();
  cookie.admin = await t.signIn('admin');
  const users = (await call('admin', 'GET', '/api/users')).body as { id: string; username: string }[];
  for (const u of users) id[u.username] = u.id;
  const site = await call('admin', 'POST', '/api/establishments', {
    name: 'Plant 2',
    company: 'TODCO',
    streetAddress: '1200 River Rd',
    city: 'Baton Rouge',
    state: 'LA',
    zip: '70802',
    naicsCode: '213111',
    industryDescription: 'Drilling oil and gas wells',
    timeZone: 'America/Chicago',
  });
  expect(site.status).toBe(201);
  plant2 = site.body.id;
  const line = { supervisorId: id.supervisor, homeEstablishmentId: plant2 };
  expect((await call('admin', 'PATCH', `/api/admin/employees/${id.employee}`, line)).status).toBe(200);
  expect(
    (await call('admin', 'PATCH', `/api/admin/employees/${id.lwilson}`, { role: 'supervisor' })).status,
  ).toBe(200);
  expect(
    (await call('admin', 'PATCH', `/api/admin/employees/${id.dokafor}`, { department: 'Warehouse' })).status,
  ).toBe(200);
  // Read with the token: the department supervisors a report looks up are in the read model by then.
  await call('admin', 'GET', '/api/users');
  for (const user of ['employee', 'supervisor', 'officer', 'lwilson', 'dokafor', 'ngarcia'])
    cookie[user] = await t.signIn(user);
});
afterAll(async () => t.close());

describe('the reporter and the person involved come from the records', () => {
  it('stores the reporter’s name, department, position, supervisor and home establishment from their record', async () => {
    // No establishment named: the reporter's home establishment.
    const incidentId = await report('employee');
    expect(await storedReport(incidentId)).toMatchObject({
      involvedKind: 'reporter',
      employeeName: 'Jamie Chen',
      employeeId: id.employee,
      employeeDepartment: 'Production',
      employeePosition: 'Machine Operator',
      employeeSupervisor: 'Marco Rossi',
      reporterName: 'Jamie Chen',
      reporterDepartment: 'Production',
      supervisors: [{ id: id.supervisor, name: 'Marco Rossi' }],
      establishmentId: plant2,
      reportedBy: id.employee,
    });
  });

  it('refuses a typed name, department, position, supervisor or employee id, naming the field, and records nothing', async () => {
    for (const [field, value] of [
      ['employeeDepartment', 'Warehouse'],
      ['employeeName', 'Sam Supervisor'],
      ['employeePosition', 'Director'],
      ['employeeSupervisor', 'Sam Supervisor'],
      ['employeeId', 'E-1042'],
    ] as const) {
      const before = await t.eventCount();
      const { status, body } = await call('employee', 'POST', '/api/incidents', {
        ...validReport(),
        [field]: value,
      });
      expect(status).toBe(400);
      expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await t.eventCount()).toBe(before);
    }
  });

  it('reads another employee picked by id from their record, and refuses an id that is no employee', async () => {
    const incidentId = await report('dokafor', aboutEmployee(id.employee!));
    expect(await storedReport(incidentId)).toMatchObject({
      involvedKind: 'employee',
      employeeName: 'Jamie Chen',
      employeeDepartment: 'Production',
      reporterName: 'David Okafor',
      reporterDepartment: 'Warehouse',
      supervisors: [
        { id: id.supervisor, name: 'Marco Rossi' },
        { id: id.lwilson, name: 'Lena Wilson' },
      ],
    });
    const unknown = await call(
      'dokafor',
      'POST',
      '/api/incidents',
      validReport(aboutEmployee('4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a')),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['involved.employeeId']);
  });

  it('names someone not employed here with their organisation, in a field of its own', async () => {
    const incidentId = await report('employee', aboutNonEmployee('Pat Visitor', 'Blue Freight Ltd'));
    expect(await storedReport(incidentId)).toMatchObject({
      involvedKind: 'non-employee',
      employeeName: 'Pat Visitor',
      employeeOrganisation: 'Blue Freight Ltd',
      employeeId: null,
      employeeDepartment: null,
      reporterName: 'Jamie Chen',
    });
  });
});

describe('who reviews a report follows the records', () => {
  it('the department’s supervisor sees it whole and is told of it; a supervisor of another department is not', async () => {
    const incidentId = await report('dokafor', { location: 'Warehouse B, aisle 9' });
    expect((await storedReport(incidentId)).supervisors).toEqual([{ id: id.lwilson, name: 'Lena Wilson' }]);
    const warehouse = await call('lwilson', 'GET', `/api/incidents/${incidentId}`);
    expect(warehouse.body).toMatchObject({ summaryOnly: false, supervisors: [{ name: 'Lena Wilson' }] });
    const production = await call('supervisor', 'GET', `/api/incidents/${incidentId}`);
    expect(production.body.summaryOnly).toBe(true);
    const queue = await call('supervisor', 'GET', '/api/admin/notifications');
    expect(queue.body.items.map((i: { id: string }) => i.id)).not.toContain(incidentId);
    const ownQueue = await call('lwilson', 'GET', '/api/admin/notifications');
    expect(ownQueue.body.items.map((i: { id: string }) => i.id)).toContain(incidentId);
  });

  it('shows the reporter their record, supervisor and home establishment for the form', async () => {
    const { status, body } = await call('employee', 'GET', '/api/incidents/reporter-profile');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Jamie Chen',
      department: 'Production',
      supervisors: [{ id: id.supervisor, name: 'Marco Rossi' }],
      homeEstablishment: { id: plant2, name: 'Plant 2' },
    });
    // No supervisor on the record: the department's supervisors.
    const dokafor = await call('dokafor', 'GET', '/api/incidents/reporter-profile');
    expect(dokafor.body.supervisors).toEqual([{ id: id.lwilson, name: 'Lena Wilson' }]);
  });

  it('lists active colleagues by name for the picker, without their e-mail addresses', async () => {
    const { status, body } = await call('employee', 'GET', '/api/employees/directory?search=lena');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: id.lwilson, name: 'Lena Wilson', department: 'Warehouse', position: 'Forklift Operator' },
    ]);
  });
});

describe('an administrator sets who someone reports to', () => {
  it('refuses the person themself and someone who cannot review, and keeps a valid choice', async () => {
    const self = await call('admin', 'PATCH', `/api/admin/employees/${id.ngarcia}`, {
      supervisorId: id.ngarcia,
    });
    expect(self.status).toBe(400);
    expect(self.body.errors.map((e: { field: string }) => e.field)).toEqual(['supervisorId']);
    const employee = await call('admin', 'PATCH', `/api/admin/employees/${id.ngarcia}`, {
      supervisorId: id.employee,
    });
    expect(employee.status).toBe(400);
    const ok = await call('admin', 'PATCH', `/api/admin/employees/${id.ngarcia}`, {
      supervisorId: id.supervisor,
    });
    expect(ok.status).toBe(200);
    const users = (await call('admin', 'GET', '/api/users')).body as {
      id: string;
      supervisorId: string | null;
    }[];
    expect(users.find((u) => u.id === id.ngarcia)?.supervisorId).toBe(id.supervisor);
    // Logistics has no supervisor of its own: the one on the record is told of her reports.
    const incidentId = await report('ngarcia', { location: 'Dock 4' });
    expect((await storedReport(incidentId)).supervisors).toEqual([
      { id: id.supervisor, name: 'Marco Rossi' },
    ]);
    // He supervises Production, yet reviews the report of the person who reports to him.
    const seen = await call('supervisor', 'GET', `/api/incidents/${incidentId}`);
    expect(seen.body.summaryOnly).toBe(false);
    const queue = await call('supervisor', 'GET', '/api/admin/notifications');
    expect(queue.body.items.map((i: { id: string }) => i.id)).toContain(incidentId);
    const review = await call('supervisor', 'PATCH', `/api/incidents/${incidentId}/status`, {
      status: 'under-review',
    });
    expect(review.status).toBe(200);
  });
});

describe('possible duplicates and My reports', () => {
  it('finds the reporter’s own report of the same date, type and location, whatever its case and spaces', async () => {
    const first = await report('employee', { location: 'Press line 4', date: '2026-11-21', type: 'injury' });
    const query = (location: string, type = 'injury') =>
      `/api/incidents/possible-duplicates?date=2026-11-21&type=${type}&location=${encodeURIComponent(location)}`;
    const same = await call('employee', 'GET', query('  press LINE 4 '));
    expect(same.status).toBe(200);
    expect(same.body.map((d: { id: string }) => d.id)).toEqual([first]);
    expect((await call('employee', 'GET', query('Press line 4', 'near-miss'))).body).toEqual([]);
    expect((await call('employee', 'GET', query('Press line 5'))).body).toEqual([]);
    // Someone else's report is never offered as theirs.
    expect((await call('dokafor', 'GET', query('Press line 4'))).body).toEqual([]);
  });

  it('lists only the signed-in user’s reports under mine=true, newest first', async () => {
    const newest = await report('employee', { location: 'Newest of mine' });
    const mine = (await call('employee', 'GET', '/api/incidents?mine=true')).body as {
      id: string;
      employeeName: string;
    }[];
    expect(mine[0]!.id).toBe(newest);
    const others = (await call('dokafor', 'GET', '/api/incidents?mine=true')).body as { id: string }[];
    expect(others.map((r) => r.id)).not.toContain(newest);
    const reporters = await Promise.all(mine.map(async (r) => (await storedReport(r.id)).reportedBy));
    expect(new Set(reporters)).toEqual(new Set([id.employee]));
  });
});
