import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  LogSignals,
  PostgresEventStore,
  ProjectionRunner,
  createPool,
  formatPosition,
  registerHealthRoutes,
  type Projection,
} from '@hs/infra';
import { createTestDatabase } from '../support/test-database.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let signals: LogSignals;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({
    url: db.url,
    max: 10,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30000,
    applicationName: 'poison',
  });
  signals = new LogSignals(db.url, pool);
  await signals.start();
  store = new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p));
});
afterAll(async () => {
  await signals.stop();
  await pool.end();
  await db.drop();
});

const metadata = {
  userId: null,
  userName: null,
  role: null,
  command: 'Test',
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
};

/** A read model counting events; `fragile` cannot handle an event marked poison until "fixed". */
const counter = (name: string, fragile: { fixed: boolean } | null): Projection => ({
  name,
  version: 1,
  tables: [
    {
      name: `${name.replace('-', '_')}_seen`,
      ddl: `CREATE TABLE ${name.replace('-', '_')}_seen (event_id uuid PRIMARY KEY)`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      if (event.type !== 'Counted') continue;
      if (fragile && !fragile.fixed && (event.data as { poison?: boolean }).poison)
        throw new Error('cannot handle this event');
      await client.query(`INSERT INTO ${name.replace('-', '_')}_seen VALUES ($1) ON CONFLICT DO NOTHING`, [
        event.eventId,
      ]);
    }
  },
});

const seen = async (table: string) =>
  Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
const until = async (condition: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

it('stops only the projection that cannot apply an event, reports it, and resumes from that event once fixed', async () => {
  const fix = { fixed: false };
  const errors: object[] = [];
  const log = { info: () => {}, warn: () => {}, error: (entry: object) => errors.push(entry) };
  const options = {
    url: db.url,
    readLog: (c: pg.ClientBase, a: Parameters<typeof store.readAll>[0], l: number) =>
      store.readAllWith(c, a, l),
    signals,
    log,
    pollIntervalMs: 100,
    retryFailedAfterMs: 300,
  };
  const fragile = new ProjectionRunner(counter('fragile', fix), options);
  const sturdy = new ProjectionRunner(counter('sturdy', null), options);
  fragile.start();
  sturdy.start();
  const app = Fastify();
  registerHealthRoutes(app, pool, () => [fragile.status, sturdy.status]);

  const append = (poison = false) =>
    store.append(`counted-${randomUUID()}`, 0, [{ type: 'Counted', data: { poison } }], metadata);
  for (let i = 0; i < 5; i++) await append();
  const poisoned = await append(true);
  for (let i = 0; i < 5; i++) await append();

  await until(async () => (await seen('sturdy_seen')) === 11);
  await until(async () => fragile.status.state === 'failed');
  expect(await seen('fragile_seen')).toBe(5);
  const [poisonEvent] = await store.readStream(
    `counted-${poisoned.position ? '' : ''}`.slice(0, 0) ||
      (await pool.query(`SELECT stream_id FROM es_events WHERE data->>'poison' = 'true'`)).rows[0].stream_id,
  );
  expect(fragile.status.failure).toMatchObject({
    eventId: poisonEvent!.eventId,
    type: 'Counted',
    position: formatPosition(poisoned.position),
    error: 'cannot handle this event',
  });
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ projection: 'fragile', eventId: poisonEvent!.eventId }),
    ]),
  );
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().projections).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'fragile',
        state: 'failed',
        failure: expect.objectContaining({ eventId: poisonEvent!.eventId }),
      }),
    ]),
  );

  fix.fixed = true;
  await until(async () => (await seen('fragile_seen')) === 11);
  await until(async () => fragile.status.state === 'running');
  expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  await fragile.stop();
  await sturdy.stop();
});
