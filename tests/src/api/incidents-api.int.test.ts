import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusesNeedingNote } from '@hs/contracts';
import { lockKeyOf } from '@hs/projections/runtime';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validReport } from '../support/incident-fixtures.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.signIn('employee');
});
afterAll(async () => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: payload as object,
    headers: { cookie, ...headers },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

/** Asserts a 4xx problem+json naming the fields, and that nothing was appended. */
const expectRefused = async (
  send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>,
  status: number,
  fields: string[] = [],
) => {
  const before = await t.eventCount();
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json() as { status: number; title: string; errors?: { field: string }[] };
  expect(problem.status).toBe(status);
  for (const field of fields) expect(problem.errors?.map((e) => e.field)).toContain(field);
  expect(await t.eventCount()).toBe(before);
  return problem;
};

describe('POST /api/incidents', () => {
  it('records a report, answers with its id, a server-assigned report number and a consistency token', async () => {
    const response = await post(validReport());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.reportNumber).toMatch(new RegExp(`^IR-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.consistencyToken).toMatch(/^\d+:\d+$/);
    expect(response.headers['x-consistency-token']).toBe(body.consistencyToken);
    const [event] = await t.store.readStream(`incident-${body.id}`);
    const { involved: _involved, ...form } = validReport();
    expect(event).toMatchObject({
      type: 'IncidentReported',
      data: { ...form, employeeName: 'Jamie Chen', reportNumber: body.reportNumber },
    });
    expect(event!.metadata).toMatchObject({
      command: 'ReportIncident',
      requestId: expect.any(String),
      userName: 'Jamie Chen',
      role: 'employee',
    });
    expect(event!.data).toMatchObject({ reportedBy: event!.metadata.userId });
  });

  it('gives two reports sent at the same moment different report numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(validReport())));
    const numbers = responses.map((r) => r.json().reportNumber);
    expect(new Set(numbers).size).toBe(20);
  });

  it('refuses a report missing location and description with one message', async () => {
    const problem = await expectRefused(() => post(validReport({ location: ' ', description: '' })), 400, [
      'location',
      'description',
    ]);
    expect(problem.title).toBe('Missing Required Information');
    expect((problem as { detail?: string }).detail).toBe(
      'Please fill in location, description, and employee name.',
    );
  });

  it('names each field of the wrong type', async () => {
    await expectRefused(
      () =>
        post({ ...validReport(), type: 'meteor', severity: 5, injuryOccurred: 'yes', date: '20-11-2026' }),
      400,
      ['type', 'severity', 'injuryOccurred', 'date'],
    );
  });

  it('refuses unknown fields, including the report number and status the server assigns', async () => {
    await expectRefused(
      () => post({ ...validReport(), reportNumber: 'IR-1', status: 'closed', isAdmin: true }),
      400,
      ['reportNumber', 'status', 'isAdmin'],
    );
  });

  it('refuses malformed JSON, an empty body and text the database cannot store', async () => {
    await expectRefused(() => post('{"type": "injury",', { 'content-type': 'application/json' }), 400);
    await expectRefused(() => post('', { 'content-type': 'application/json' }), 400);
    await expectRefused(() => post({ ...validReport(), description: 'nul \u0000 here' }), 400, [
      'description',
    ]);
  });

  it('refuses a body over 1 MB with 413', async () => {
    await expectRefused(() => post({ ...validReport(), description: 'x'.repeat(1024 * 1024 + 10) }), 413);
  });

  it('refuses a body that is not JSON with 415', async () => {
    await expectRefused(
      () => post('type=injury', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
    );
  });

  it('returns the first result for a retried submission with the same Idempotency-Key, even when both arrive at once', async () => {
    const key = `retry-${Date.now()}`;
    const [a, b] = await Promise.all([
      post(validReport(), { 'idempotency-key': key }),
      post(validReport(), { 'idempotency-key': key }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(b.json().reportNumber).toBe(a.json().reportNumber);
    const again = await post(validReport(), { 'idempotency-key': key });
    expect(again.json().reportNumber).toBe(a.json().reportNumber);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.store.readStream(`incident-${a.json().id}`)).toHaveLength(1);
  });

  it('refuses an Idempotency-Key reused for a different report', async () => {
    const key = `reuse-${Date.now()}`;
    expect((await post(validReport(), { 'idempotency-key': key })).statusCode).toBe(201);
    await expectRefused(() => post(validReport({ location: 'Elsewhere' }), { 'idempotency-key': key }), 422, [
      'Idempotency-Key',
    ]);
  });
});

describe('GET /api/incidents', () => {
  it('shows a report to the reader who sends the token of its submission, newest first', async () => {
    const created = (await post(validReport({ location: 'Paint shop' }))).json();
    const list = await get('/api/incidents?limit=3', { 'x-consistency-token': created.consistencyToken });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-consistency-stale']).toBeUndefined();
    const rows = list.json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      id: created.id,
      reportNumber: created.reportNumber,
      location: 'Paint shop',
      status: 'submitted',
      type: 'near-miss',
      date: '2026-11-20',
    });
  });

  it('returns every field of one report', async () => {
    const created = (await post(validReport())).json();
    const detail = await get(`/api/incidents/${created.id}`, {
      'x-consistency-token': created.consistencyToken,
    });
    expect(detail.statusCode).toBe(200);
    const { involved: _involved, ...form } = validReport();
    expect(detail.json()).toMatchObject({
      ...form,
      involvedKind: 'reporter',
      employeeName: 'Jamie Chen',
      employeeDepartment: 'Production',
      reporterName: 'Jamie Chen',
      id: created.id,
      status: 'submitted',
      version: 1,
    });
  });

  it('shows a report as it stood at a moment: before its status change, after it, and not before it was made', async () => {
    const admin = { cookie: await t.signIn('admin') };
    const created = (await post(validReport({ location: 'Loading dock' }))).json();
    // The two events must lie apart in time, so that a moment between them exists at ms precision.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/incidents/${created.id}/status`,
      payload: { status: 'investigating' },
      headers: admin,
    });
    expect(changed.statusCode).toBe(200);
    const token = { 'x-consistency-token': changed.json().consistencyToken };
    const { entries } = (await get(`/api/incidents/${created.id}/history`, token)).json();
    expect(entries.map((e: { type: string }) => e.type)).toEqual([
      'IncidentReported',
      'IncidentStatusChanged',
    ]);
    const reportedAt = Date.parse(entries[0].recordedAt);
    const changedAt = Date.parse(entries[1].recordedAt);
    const asOf = (ms: number) =>
      get(`/api/incidents/${created.id}?asOf=${encodeURIComponent(new Date(ms).toISOString())}`, token);

    const between = await asOf(reportedAt + 5);
    expect(between.statusCode).toBe(200);
    expect(between.json()).toMatchObject({
      status: 'submitted',
      asOf: { version: 1 },
      changedSince: ['status'],
    });
    const after = await asOf(changedAt + 5);
    expect(after.json()).toMatchObject({ status: 'investigating', asOf: { version: 2 }, changedSince: [] });
    const before = await asOf(reportedAt - 5);
    expect(before.statusCode).toBe(404);
    expect(before.json().title).toBe('Not yet reported');
  });

  it('while the read model is behind, a read after my change answers 503 "saved, not shown yet", then shows detail and history together', async () => {
    const admin = { cookie: await t.signIn('admin') };
    const created = (await post(validReport({ location: 'Boiler house' }))).json();
    const detailWith = (token: string) =>
      get(`/api/incidents/${created.id}`, { 'x-consistency-token': token });
    const historyWith = async (token: string) =>
      (await get(`/api/incidents/${created.id}/history`, { 'x-consistency-token': token })).json().entries;
    expect((await detailWith(created.consistencyToken)).json()).toMatchObject({ status: 'submitted' });

    // Another instance of the incidents projection holds its lock: the read model stands still.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    let token: string;
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [lockKeyOf('incidents')]);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/incidents/${created.id}/status`,
        payload: { status: 'investigating' },
        headers: admin,
      });
      expect(changed.statusCode).toBe(200);
      token = changed.json().consistencyToken;
      // Neither an old answer nor a 404: the change is recorded and will show, ask again shortly.
      for (const read of [
        detailWith(token),
        get(`/api/incidents/${created.id}/history`, { 'x-consistency-token': token }),
      ]) {
        const stale = await read;
        expect(stale.statusCode).toBe(503);
        expect(stale.headers['x-consistency-stale']).toBe('true');
        expect(stale.headers['retry-after']).toBe('2');
        expect(stale.json()).toMatchObject({
          title: 'Saved, not shown yet',
          detail: expect.stringContaining('recorded and will appear'),
        });
      }
      const withoutToken = (await get(`/api/incidents/${created.id}`)).json();
      expect(withoutToken).toMatchObject({ status: 'submitted', version: 1 });
    } finally {
      await holder.end();
    }
    // Released: the detail and the history show the change together.
    await expect
      .poll(async () => (await detailWith(token)).json().status, { timeout: 10_000 })
      .toBe('investigating');
    expect((await historyWith(token)).map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'submitted',
      'investigating',
    ]);
  });

  it('answers 404 problem for an unknown incident and 400 for a malformed id or limit', async () => {
    const missing = await get('/api/incidents/7b0a3c55-9a52-4d3f-8d7e-0c8d7f9f0e11');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/problem\+json/);
    expect((await get('/api/incidents/not-a-uuid')).statusCode).toBe(400);
    const badLimit = await get('/api/incidents?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().errors[0].field).toBe('limit');
  });
});

describe('PATCH /api/incidents/:id/status', () => {
  const patchStatus = (id: string, payload: object, adminCookie: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/incidents/${id}/status`,
      payload,
      headers: { cookie: adminCookie },
    });

  it('refuses to resolve or close without a note, naming the note, and leaves the incident as it was', async () => {
    const admin = await t.signIn('admin');
    const created = (await post(validReport({ location: 'Paint shop' }))).json();
    expect(statusesNeedingNote).toEqual(['resolved', 'closed']);
    for (const status of statusesNeedingNote) {
      for (const note of [undefined, null, '', '   ']) {
        const problem = await expectRefused(
          () => patchStatus(created.id, { status, ...(note === undefined ? {} : { note }) }, admin),
          400,
          ['note'],
        );
        expect((problem as { detail?: string }).detail).toMatch(/note/);
      }
    }
    const detail = await get(`/api/incidents/${created.id}`, {
      'x-consistency-token': created.consistencyToken,
    });
    expect(detail.json()).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('resolves and then closes with a note, and the history keeps each note', async () => {
    const admin = await t.signIn('admin');
    const created = (await post(validReport({ location: 'Press line 2' }))).json();
    const resolved = await patchStatus(created.id, { status: 'resolved', note: 'Guard refitted' }, admin);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', version: 2 });
    const closed = await patchStatus(created.id, { status: 'closed', note: 'Checked a week later' }, admin);
    expect(closed.statusCode).toBe(200);
    const token = { 'x-consistency-token': closed.json().consistencyToken };
    const { entries } = (await get(`/api/incidents/${created.id}/history`, token)).json();
    expect(entries.map((e: { toStatus: string; note: string | null }) => [e.toStatus, e.note])).toEqual([
      ['submitted', null],
      ['resolved', 'Guard refitted'],
      ['closed', 'Checked a week later'],
    ]);
  });

  it('moves an incident under review without a note', async () => {
    const admin = await t.signIn('admin');
    const created = (await post(validReport({ location: 'Yard' }))).json();
    const reviewed = await patchStatus(created.id, { status: 'under-review' }, admin);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 'under-review', version: 2 });
  });
});
