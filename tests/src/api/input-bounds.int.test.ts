/**
 * From outside: a value no read model can store is refused with 400 problem+json naming the field,
 * and nothing is appended, so no projection ever meets it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STALE_HEADER } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;
// Far from UTC, so "today" visibly follows the site's TIME_ZONE.
beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'Pacific/Auckland' });
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
});
afterAll(async () => t.close());
afterEach(() => t.setNow(null));

type Sent = { method: 'POST' | 'PATCH'; url: string; cookie: string; payload: object };
const send = ({ method, url, cookie, payload }: Sent) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

/** Sends, expects a 400 problem naming `field` with `reason`, and that the log did not grow. */
const expectRefused = async (request: Sent, field: string, reason: string | RegExp) => {
  const before = await t.eventCount();
  const response = await send(request);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json().errors).toEqual([{ field, reason: expect.stringMatching(reason) }]);
  expect(await t.eventCount()).toBe(before);
};
const report = (overrides: Parameters<typeof validReport>[0]): Sent => ({
  method: 'POST',
  url: '/api/incidents',
  cookie: employee,
  payload: validReport(overrides),
});

describe('values a read model cannot store', () => {
  it('a report dated in year 0000 is refused, and later reports stay readable at once', async () => {
    await expectRefused(
      report({ date: '0000-01-01' }),
      'date',
      'Must be a date from 1970-01-01 to 2099-12-31',
    );
    await expectRefused(report({ date: '1969-12-31' }), 'date', 'Must be a date from 1970-01-01');
    const created = await send(report({ date: '1970-01-01', location: 'Boiler room 0000' }));
    expect(created.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/incidents/${created.json().id}`,
      headers: { cookie: admin, 'x-consistency-token': created.json().consistencyToken },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers[STALE_HEADER]).toBeUndefined();
    expect(read.json()).toMatchObject({ date: '1970-01-01', location: 'Boiler room 0000' });
  });

  it('a text over its limit is refused in plain words, not validator text', async () => {
    await expectRefused(report({ location: 'x'.repeat(201) }), 'location', /^At most 200 characters$/);
  });

  it('a NUL character or half a surrogate pair in a text field is refused, naming the field', async () => {
    // JSON bodies are checked as they are parsed (infra json-body.ts), every body again by its contract.
    const unstorable = /cannot be (saved|stored)/;
    await expectRefused(report({ description: 'Spill\u0000' }), 'description', unstorable);
    await expectRefused(report({ location: 'Bay \ud800' }), 'location', unstorable);
    await expectRefused(report({ witnessName: '\udc00 Ahmed' }), 'witnessName', unstorable);
    await expectRefused(
      {
        method: 'POST',
        url: '/api/admin/employees',
        cookie: admin,
        payload: {
          firstName: 'Null\u0000',
          lastName: 'Byte',
          email: 'null.byte@ipsi.example',
          username: 'nullbyte',
          department: 'Safety',
          company: 'IPSI',
        },
      },
      'firstName',
      unstorable,
    );
    // An emoji (a whole surrogate pair) is text like any other.
    expect((await send(report({ description: 'Forklift 🚜 tipped' }))).statusCode).toBe(201);
  });

  it('a sign-in posted as form data with a NUL character is refused before any attempt is recorded', async () => {
    const before = await t.eventCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin%00&password=whatever-it-is',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'username', reason: expect.stringMatching(/cannot be saved/) },
    ]);
    expect(await t.eventCount()).toBe(before);
  });

  it('a document name with a NUL character is refused, naming the field, and no file is kept', async () => {
    const body = multipart([
      { name: 'name', value: 'Policy\u0000' },
      { name: 'category', value: 'Policy' },
      { name: 'file', fileName: 'policy.pdf', content: pdfFile() },
    ]);
    const before = await t.eventCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'name', reason: expect.stringMatching(/cannot be saved/) },
    ]);
    expect(await t.eventCount()).toBe(before);
  });
});

describe("dates relative to today in the site's time zone", () => {
  it('an incident dated today in Auckland is accepted while UTC is still on yesterday; tomorrow is refused', async () => {
    // 11:30 UTC on 1 March is 00:30 on 2 March in Auckland.
    t.setNow('2026-03-01T11:30:00Z');
    expect((await send(report({ date: '2026-03-02' }))).statusCode).toBe(201);
    await expectRefused(report({ date: '2026-03-03' }), 'date', 'The incident date cannot be after today.');
  });

  it('a due date more than five years ahead is refused; five years to the day is accepted', async () => {
    const users = (
      await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } })
    ).json();
    const employeeId = users.find((u: { username: string }) => u.username === 'employee').id;
    t.setNow('2026-03-01T00:00:00Z');
    const task = (dueDate: string): Sent => ({
      method: 'POST',
      url: '/api/employee-tasks',
      cookie: admin,
      payload: { employeeId, title: 'Renew licence', description: 'Forklift licence', dueDate },
    });
    await expectRefused(task('2031-03-02'), 'dueDate', 'Must be at most 5 years from today.');
    expect((await send(task('2031-03-01'))).statusCode).toBe(201);
  });
});
