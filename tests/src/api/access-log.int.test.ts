import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';

/** Who saw what: opening health data or an audit record leaves a line only administrators read. */
let t: TestApp;
const cookie: Record<string, string> = {};
const { call } = apiCalls(() => t, cookie);
let incidentId = '';
let officerId = '';

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  officerId = (await call('officer', 'GET', '/api/user')).body.id;
  incidentId = (await call('employee', 'POST', '/api/incidents', validReport({ type: 'injury' }))).body.id;
});
afterAll(async () => t.close());

const accessLog = async (query: string) => {
  const answer = await call('admin', 'GET', `/api/admin/access-log?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as AccessLogPage;
};

describe('the access log', () => {
  it('records who opened an incident with its medical details, in which role, from where and when', async () => {
    const before = Date.now();
    expect((await call('officer', 'GET', `/api/incidents/${incidentId}`)).status).toBe(200);
    const page = await accessLog(`person=${officerId}&kind=incident-details`);
    expect(page.items).toHaveLength(1);
    const [entry] = page.items;
    expect(entry).toMatchObject({
      userId: officerId,
      role: 'safety-officer',
      kind: 'incident-details',
      subjectId: incidentId,
      clientIp: '127.0.0.1',
    });
    expect(entry!.userName).not.toBe('');
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry!.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a recordkeeping decision opened and an audit record downloaded, newest first', async () => {
    expect((await call('officer', 'GET', `/api/incidents/${incidentId}/recordkeeping`)).status).toBe(200);
    expect((await call('admin', 'GET', `/api/incidents/${incidentId}/audit`)).status).toBe(200);
    const kinds = (await accessLog('')).items.filter((e) => e.subjectId === incidentId).map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['incident-audit-export', 'recordkeeping-decision']);
  });

  it('does not record a summary that holds no medical details', async () => {
    const seen = (await accessLog(`kind=incident-details`)).items.length;
    // Another employee's incident: only its summary is shown to this employee.
    const other = (await call('officer', 'POST', '/api/incidents', validReport({ type: 'injury' }))).body.id;
    await call('employee', 'GET', `/api/incidents/${other}`);
    expect((await accessLog(`kind=incident-details`)).items.length).toBe(seen);
  });

  it('pages newest first and filters by day', async () => {
    for (let n = 0; n < 3; n += 1) await call('officer', 'GET', `/api/incidents/${incidentId}`);
    const first = await accessLog(`person=${officerId}&limit=2`);
    expect(first.items).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const second = await accessLog(`person=${officerId}&limit=2&before=${first.nextBefore}`);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    expect((await accessLog(`person=${officerId}&to=2000-01-01`)).items).toEqual([]);
  });

  it('is for administrators only: others get 403', async () => {
    for (const user of ['employee', 'officer']) {
      expect((await call(user, 'GET', '/api/admin/access-log')).status).toBe(403);
    }
  });

  it('refuses a filter it does not know with the field named', async () => {
    const bad = await call('admin', 'GET', '/api/admin/access-log?kind=everything');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind');
    const backwards = await call('admin', 'GET', '/api/admin/access-log?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('to');
  });
});
