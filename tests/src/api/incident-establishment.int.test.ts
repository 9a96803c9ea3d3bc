import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;
let plantId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
  const created = await call('POST', '/api/establishments', admin, {
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
  plantId = created.json().id;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object, token?: string) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(token ? { 'x-consistency-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe('incidents belong to an establishment', () => {
  it('a report naming an establishment is stored with it', async () => {
    const reported = await call('POST', '/api/incidents', employee, {
      ...validReport(),
      establishmentId: plantId,
    });
    expect(reported.statusCode).toBe(201);
    const detail = await call(
      'GET',
      `/api/incidents/${reported.json().id}`,
      employee,
      undefined,
      reported.json().consistencyToken,
    );
    expect(detail.json().establishmentId).toBe(plantId);
  });

  it('a report naming an unknown establishment is refused with 400 naming the field, and nothing is recorded', async () => {
    const before = await t.eventCount();
    const refused = await call('POST', '/api/incidents', employee, {
      ...validReport(),
      establishmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'establishmentId' })]);
    expect(await t.eventCount()).toBe(before);
  });

  it('a report without one (an older client) is accepted and waits for an administrator, who assigns it', async () => {
    const reported = await call('POST', '/api/incidents', employee, validReport());
    expect(reported.statusCode).toBe(201);
    const id = reported.json().id;
    const waiting = await call(
      'GET',
      '/api/admin/incidents-without-establishment',
      admin,
      undefined,
      reported.json().consistencyToken,
    );
    expect(waiting.json().incidents.map((i: { id: string }) => i.id)).toContain(id);

    expect(
      (await call('PUT', `/api/incidents/${id}/establishment`, employee, { establishmentId: plantId }))
        .statusCode,
    ).toBe(403);
    const assigned = await call('PUT', `/api/incidents/${id}/establishment`, admin, {
      establishmentId: plantId,
    });
    expect(assigned.statusCode).toBe(200);
    const after = await call(
      'GET',
      '/api/admin/incidents-without-establishment',
      admin,
      undefined,
      assigned.json().consistencyToken,
    );
    expect(after.json().incidents.map((i: { id: string }) => i.id)).not.toContain(id);
    const detail = await call(
      'GET',
      `/api/incidents/${id}`,
      admin,
      undefined,
      assigned.json().consistencyToken,
    );
    expect(detail.json().establishmentId).toBe(plantId);
  });
});
