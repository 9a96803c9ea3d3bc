import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routes } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A full disk as PostgreSQL reports it (SQLSTATE 53100, "could not extend file ... No space left on
 * device"), raised by triggers the owner installs for the fault's duration: this machine cannot
 * mount a small file system, and the trigger fails writes at the same place a full disk does.
 */
const DISK_FULL = `CREATE OR REPLACE FUNCTION fault_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION USING ERRCODE = '53100',
    MESSAGE = 'could not extend file "base/16384/16385": No space left on device'; END $$`;

const WRITERS = 6;
const PHASE_MS = 2_500;

let t: TestApp;
let owner: pg.Client;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp({ DB_CONNECT_TIMEOUT_MS: '1000' });
  cookie = await t.signIn('employee');
  owner = new pg.Client({ connectionString: t.url });
  await owner.connect();
  await owner.query(DISK_FULL);
});

afterAll(async () => {
  await owner?.query('DROP FUNCTION IF EXISTS fault_disk_full() CASCADE').catch(() => {});
  await owner?.end();
  await t?.close();
});

type Outcome = { at: number; status: number; id?: string; reportNumber?: string; type?: string };

it('answers a full disk with 507 problem+json, saves nothing then, is unready until writes work, and loses no report', async () => {
  const outcomes: Outcome[] = [];
  const readiness: { at: number; status: number }[] = [];
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const response = await t.app.inject({
        method: 'POST',
        url: routes.incidents,
        payload: validReport({ location: `Bay ${outcomes.length}` }),
        headers: { cookie, 'idempotency-key': randomUUID() },
      });
      const body = response.json();
      outcomes.push({
        at: Date.now(),
        status: response.statusCode,
        id: body.id,
        reportNumber: body.reportNumber,
        type: response.headers['content-type'] as string,
      });
      if (response.statusCode >= 500) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const watchReadiness = async () => {
    while (!stop) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      readiness.push({ at: Date.now(), status: ready.statusCode });
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const running = [...Array.from({ length: WRITERS }, writer), watchReadiness()];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  await sleep(PHASE_MS);
  // The read side's disk first: the incidents projection cannot write its rows.
  await owner.query(
    'CREATE TRIGGER fault_read_side BEFORE INSERT ON incidents EXECUTE FUNCTION fault_disk_full()',
  );
  await sleep(PHASE_MS);
  await owner.query('CREATE TRIGGER fault_log BEFORE INSERT ON es_events EXECUTE FUNCTION fault_disk_full()');
  const faultFrom = Date.now() + 200; // answers to requests already on their way may still be 201
  await sleep(PHASE_MS);
  const faultTo = Date.now();
  await owner.query('DROP TRIGGER fault_log ON es_events');
  await owner.query('DROP TRIGGER fault_read_side ON incidents');
  const freed = Date.now();
  await sleep(PHASE_MS);
  stop = true;
  await Promise.all(running);

  const during = outcomes.filter((o) => o.at >= faultFrom && o.at <= faultTo);
  const statuses = (list: { status: number }[]) =>
    list.reduce<Record<number, number>>((n, o) => ({ ...n, [o.status]: (n[o.status] ?? 0) + 1 }), {});
  const acknowledged = outcomes.filter((o) => o.status === 201);
  const firstWriteAfter = outcomes.find((o) => o.at > freed && o.status === 201);
  const readyAfter = readiness.find((r) => r.at > freed && r.status === 200);

  // Every report answered 201 is in the log exactly once, with a number of its own.
  const { rows } = await t.pool.query<{ stream_id: string; n: number }>(
    `SELECT stream_id, count(*)::int AS n FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
    [acknowledged.map((o) => `incident-${o.id}`)],
  );
  const lost = acknowledged.length - rows.length;
  const numbers = new Set(acknowledged.map((o) => o.reportNumber));
  const parked = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection_parked_events');
  console.log(
    `disk full: ${outcomes.length} requests, ${acknowledged.length} acknowledged, ${lost} lost; ` +
      `during the fault ${JSON.stringify(statuses(during))}, readiness ${JSON.stringify(statuses(readiness.filter((r) => r.at >= faultFrom && r.at <= faultTo)))}; ` +
      `first write ${firstWriteAfter ? firstWriteAfter.at - freed : '-'} ms and ready ${readyAfter ? readyAfter.at - freed : '-'} ms after space was freed`,
  );

  expect(during.length).toBeGreaterThan(0);
  expect(during.every((o) => o.status === 507 && o.type?.startsWith('application/problem+json'))).toBe(true);
  expect(outcomes.filter((o) => o.status !== 201 && o.status !== 507)).toEqual([]);
  expect(
    readiness.filter((r) => r.at >= faultFrom + 500 && r.at <= faultTo).every((r) => r.status === 503),
  ).toBe(true);
  expect(readyAfter).toBeDefined();
  expect(firstWriteAfter).toBeDefined();
  expect(lost).toBe(0);
  expect(rows.every((r) => r.n === 1)).toBe(true);
  expect(numbers.size).toBe(acknowledged.length);
  // The read side paused on its full disk and caught up after: nothing parked, every report listed.
  expect(parked.rows[0]!.n).toBe(0);
  await expect
    .poll(
      async () =>
        (
          await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM incidents WHERE id = ANY($1)', [
            acknowledged.map((o) => o.id),
          ])
        ).rows[0]!.n,
      { timeout: 15_000 },
    )
    .toBe(acknowledged.length);
  const faultBody = await t.app.inject({
    method: 'POST',
    url: routes.incidents,
    payload: validReport(),
    headers: { cookie },
  });
  expect(faultBody.statusCode).toBe(201);
});

it('says "Storage full" in plain words with Retry-After, and the report is not made', async () => {
  await owner.query('CREATE TRIGGER fault_log BEFORE INSERT ON es_events EXECUTE FUNCTION fault_disk_full()');
  try {
    const before = await t.eventCount();
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.incidents,
      payload: validReport(),
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(507);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.json()).toMatchObject({
      title: 'Storage full',
      detail: expect.stringContaining('nothing was saved'),
    });
    expect(answer.body).not.toMatch(/base\/|extend file|SQL/i);
    expect(await t.eventCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  } finally {
    await owner.query('DROP TRIGGER fault_log ON es_events');
  }
  // Nobody writes now: the readiness probe itself finds that writes work again.
  await expect
    .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5_000 })
    .toBe(200);
});
