import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPosition, type PostgresEventStore } from '@hs/infra/event-store';
import type { LogSignals } from '@hs/infra/signals';
import { ProjectionRunner, type Projection, type ProjectionStatus } from '@hs/projections/runtime';
import { CheckpointTracker } from '@hs/infra/consistency';
import { registerHealthRoutes } from '@hs/infra/http';
import type { SessionUser } from '@hs/infra/auth';
import { appendRetryRequest } from '../support/retry-request.ts';
import { createTestDatabase, createTestPool, startSignalledStore } from '../support/test-database.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let signals: LogSignals;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 10);
  ({ signals, store } = await startSignalledStore(db.url, pool));
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

/**
 * A read model keeping each event it saw with its place in its stream; `fragile` cannot handle an
 * event marked poison until "fixed", and refuses to apply a stream out of order.
 */
const counter = (name: string, fragile: { fixed: boolean } | null): Projection => ({
  name,
  version: 1,
  tables: [
    {
      name: `${name}_seen`,
      ddl: `CREATE TABLE ${name}_seen (event_id uuid PRIMARY KEY, stream_id text NOT NULL, stream_version int NOT NULL)`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      if (event.type !== 'Counted') continue;
      if (fragile && !fragile.fixed && (event.data as { poison?: boolean }).poison)
        throw new Error('cannot handle this event');
      const { rows } = await client.query(
        `SELECT coalesce(max(stream_version), 0) AS v FROM ${name}_seen WHERE stream_id = $1`,
        [event.streamId],
      );
      if (Number(rows[0].v) !== event.streamVersion - 1) throw new Error(`out of order: ${event.eventId}`);
      await client.query(`INSERT INTO ${name}_seen VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        event.eventId,
        event.streamId,
        event.streamVersion,
      ]);
    }
  },
});

const seen = async (table: string, streamId?: string) =>
  Number(
    (
      await pool.query(`SELECT count(*) AS n FROM ${table} WHERE $1::text IS NULL OR stream_id = $1`, [
        streamId ?? null,
      ])
    ).rows[0].n,
  );
const parkedRows = async () =>
  (
    await pool.query(
      `SELECT projection, event_id, stream_id, error, blocked_by, attempts FROM projection_parked_events ORDER BY tx, gp`,
    )
  ).rows;
const until = async (condition: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** /readyz as the apps serve it, with the caller's role taken from a test header instead of a session. */
const healthApp = (statuses: () => ProjectionStatus[]) => {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-test-role'];
    if (typeof role === 'string')
      request.user = { userId: randomUUID(), username: role, displayName: role, role } satisfies SessionUser;
  });
  registerHealthRoutes(app, pool, { projectionStatuses: statuses });
  return app;
};

it('parks an event a projection cannot apply, goes on with other streams, keeps its stream in order, and applies it on retry after the fix', async () => {
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
  };
  const fragile = new ProjectionRunner(counter('fragile', fix), options);
  const sturdy = new ProjectionRunner(counter('sturdy', null), options);
  fragile.start();
  sturdy.start();
  const tracker = new CheckpointTracker(pool, signals);
  const app = healthApp(() => [fragile.status, sturdy.status]);

  try {
    const counted = (poison = false) => [{ type: 'Counted', data: { poison } }];
    for (let i = 0; i < 5; i++) await store.append(`counted-${randomUUID()}`, 0, counted(), metadata);
    const poisonedStream = `counted-${randomUUID()}`;
    const poisoned = await store.append(poisonedStream, 0, counted(true), metadata);
    // The same stream goes on after the poison; other streams too.
    const behind = await store.append(poisonedStream, 1, counted(), metadata);
    let last = behind;
    for (let i = 0; i < 5; i++) last = await store.append(`counted-${randomUUID()}`, 0, counted(), metadata);

    // The wait for the poisoned write ends as soon as the checkpoint passes it, and says why.
    expect(await tracker.waitFor(['fragile'], poisoned.position, 60_000)).toBe(true);
    expect(await tracker.isParked(['fragile'], poisoned.position)).toBe(true);
    expect(await tracker.isParked(['sturdy'], poisoned.position)).toBe(false);
    // A later write of another stream is readable and not reported parked.
    expect(await tracker.waitFor(['fragile'], last.position, 60_000)).toBe(true);
    expect(await tracker.isParked(['fragile'], last.position)).toBe(false);

    await until(async () => (await seen('sturdy_seen')) === 12);
    expect(await seen('fragile_seen')).toBe(10);
    expect(await seen('fragile_seen', poisonedStream)).toBe(0);
    expect(fragile.status.state).toBe('running');
    expect(fragile.status.checkpoint).toBe(formatPosition(last.position));
    const [poisonEvent, behindEvent] = await store.readStream(poisonedStream);
    expect(await parkedRows()).toEqual([
      {
        projection: 'fragile',
        event_id: poisonEvent!.eventId,
        stream_id: poisonedStream,
        error: 'cannot handle this event',
        blocked_by: null,
        attempts: 1,
      },
      {
        projection: 'fragile',
        event_id: behindEvent!.eventId,
        stream_id: poisonedStream,
        error: `waits behind parked event ${poisonEvent!.eventId} of the same stream`,
        blocked_by: poisonEvent!.eventId,
        attempts: 1,
      },
    ]);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ projection: 'fragile', eventId: poisonEvent!.eventId }),
      ]),
    );

    // Ready (the system goes on); only an administrator learns what is parked and where.
    for (const role of [undefined, 'employee']) {
      const ready = await app.inject({
        method: 'GET',
        url: '/readyz',
        headers: role ? { 'x-test-role': role } : {},
      });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, status: 'degraded' });
    }
    const forAdmin = await app.inject({ method: 'GET', url: '/readyz', headers: { 'x-test-role': 'admin' } });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toMatchObject({
      ready: true,
      status: 'degraded',
      database: 'up',
      parked: [{ projection: 'fragile', count: 2 }],
      projections: expect.arrayContaining([
        expect.objectContaining({
          name: 'fragile',
          state: 'running',
          lastParked: expect.objectContaining({ streamId: poisonedStream }),
        }),
      ]),
    });

    // A retry before the fix keeps both, with one more attempt on the root.
    await appendRetryRequest(store, 'fragile');
    await until(async () => (await parkedRows())[0]?.attempts === 2);
    expect((await parkedRows()).map((r) => r.event_id)).toEqual([poisonEvent!.eventId, behindEvent!.eventId]);

    // After the fix, a retry applies the stream in order (the handler refuses any other) and clears it.
    fix.fixed = true;
    await appendRetryRequest(store, 'fragile');
    await until(async () => (await parkedRows()).length === 0);
    expect(await seen('fragile_seen', poisonedStream)).toBe(2);
    expect(await seen('fragile_seen')).toBe(12);
    expect(await tracker.isParked(['fragile'], poisoned.position)).toBe(false);
    const after = await app.inject({ method: 'GET', url: '/readyz' });
    expect(after.json()).toEqual({ ready: true, status: 'ok' });

    // The stream goes on normally afterwards.
    await store.append(poisonedStream, 2, counted(), metadata);
    await until(async () => (await seen('fragile_seen', poisonedStream)) === 3);
  } finally {
    await fragile.stop();
    await sturdy.stop();
  }
});
