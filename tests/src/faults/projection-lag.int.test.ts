import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routes } from '@hs/contracts';
import { lockKeyOf } from '@hs/projections/runtime';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Lag = { projection: string; eventsBehind: number; secondsBehind: number };

let t: TestApp;
let admin: string;
let employee: string;

beforeAll(async () => {
  t = await startTestApp({ READY_MAX_LAG_S: '2' });
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
});

afterAll(async () => {
  await t?.close();
});

const readiness = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/readyz', headers: { cookie: admin } });
  return { status: answer.statusCode, body: answer.json() as { ready: boolean; lag: Lag[] } };
};

it('is ready with every subscription of the log caught up once the writes are applied', async () => {
  for (let i = 0; i < 5; i++) {
    const made = await t.app.inject({
      method: 'POST',
      url: routes.incidents,
      payload: validReport(),
      headers: { cookie: employee },
    });
    expect(made.statusCode).toBe(201);
  }
  await expect
    .poll(async () => (await readiness()).body.lag.every((l) => l.eventsBehind === 0), { timeout: 10_000 })
    .toBe(true);
  // Longer than READY_MAX_LAG_S with nothing new: projections that handle none of it are not "behind".
  await new Promise((r) => setTimeout(r, 2_500));
  const { status, body } = await readiness();
  expect(body.lag.map((l) => l.projection)).toContain('incidents');
  expect(body.lag.filter((l) => l.eventsBehind > 0)).toEqual([]);
  expect(status).toBe(200);
});

it('turns unready while a projection stands still behind the log for longer than READY_MAX_LAG_S, and ready when it catches up', async () => {
  // Another instance of the incidents projection holds its lock: this one stands by, the model stands still.
  const holder = new pg.Client({ connectionString: t.url });
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [lockKeyOf('incidents')]);
    const made = await t.app.inject({
      method: 'POST',
      url: routes.incidents,
      payload: validReport({ location: 'Stalled bay' }),
      headers: { cookie: employee },
    });
    expect(made.statusCode).toBe(201);
    expect((await readiness()).status).toBe(200); // behind, but not for long yet
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 250 }).toBe(503);
    const { body } = await readiness();
    const incidents = body.lag.find((l) => l.projection === 'incidents');
    expect(incidents?.eventsBehind).toBeGreaterThanOrEqual(1);
    expect(incidents?.secondsBehind).toBeGreaterThan(2);
    // Everyone sees only that it is not ready; what lags is for administrators.
    const anonymous = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.json()).toEqual({ ready: false, status: 'unavailable' });
  } finally {
    await holder.end();
  }
  await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 250 }).toBe(200);
});
