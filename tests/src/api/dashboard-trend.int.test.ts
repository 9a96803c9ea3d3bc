/**
 * The dashboard's comparison with the period before (GET /api/metrics/current: `previous`): the
 * incidents the test reports on the same days of last month count there, and only there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentMetrics } from '@hs/contracts';
import { injectCalls } from '../support/api-calls.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call } = injectCalls(() => t, cookies);

// 10 December on the site's calendar (UTC): this month so far is 1-10 December, against 1-10 November.
const NOW = '2026-12-10T18:00:00Z';

const metrics = async (period = 'this-month') => {
  const response = await call('employee', 'GET', `/api/metrics/current?period=${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CurrentMetrics;
};
const report = async (date: string, type: 'near-miss' | 'injury') => {
  const response = await call('employee', 'POST', '/api/incidents', validReport({ date, type }));
  expect(response.statusCode, response.body).toBe(201);
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'UTC' });
  cookies.employee = await t.signIn('employee');
  t.setNow(NOW);
});
afterAll(async () => t?.close());

describe("the dashboard's figures against the period before", () => {
  it('this month so far is compared with the same days of last month', async () => {
    const before = await metrics();
    expect([before.from, before.to]).toEqual(['2026-12-01', '2026-12-10']);
    expect([before.previous.from, before.previous.to]).toEqual(['2026-11-01', '2026-11-10']);

    await report('2026-11-05', 'near-miss');
    await report('2026-11-10', 'injury');
    // After the compared days: in neither period.
    await report('2026-11-11', 'near-miss');
    await report('2026-12-03', 'near-miss');

    const after = await metrics();
    expect(after.previous.incidentsCount - before.previous.incidentsCount).toBe(2);
    expect(after.previous.nearMissesCount - before.previous.nearMissesCount).toBe(1);
    expect(after.incidentsCount - before.incidentsCount).toBe(1);
    expect(after.nearMissesCount - before.nearMissesCount).toBe(1);
  });

  it('the year to date is compared with the same days of last year', async () => {
    const year = await metrics('year-to-date');
    expect([year.previous.from, year.previous.to]).toEqual(['2025-01-01', '2025-12-10']);
    const compliance = year.previous.compliance;
    expect([compliance.from, compliance.to, compliance.asOf]).toEqual([
      '2025-01-01',
      '2025-12-10',
      '2025-12-10',
    ]);
  });
});
