import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incidentStreamId } from '@hs/domain';
import { PostgresEventStore, formatPosition } from '@hs/infra/event-store';
import { LogSignals } from '@hs/infra/signals';
import { CheckpointTracker } from '@hs/infra/consistency';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { createTestDatabase, createTestPool, reportedEventData, testMetadata } from '@hs/tests';
import { allProjections } from './all-projections.ts';
import { startProjectionsInThread, type ProjectionHost } from './projections-in-thread.ts';
import { reactorStatusName } from './notifications/reactor.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let host: ProjectionHost | undefined;
const logged: string[] = [];
const log = {
  info: () => {},
  warn: (_: object, m: string) => logged.push(m),
  error: (_: object, m: string) => logged.push(m),
};

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 4);
});

afterAll(async () => {
  await host?.stop();
  await pool?.end();
  await db?.drop();
});

const metadata = testMetadata('ReportIncident');

const projectionConnections = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE 'projection:%'`,
      )
    ).rows[0]!.n,
  );

it('builds the read models on its own thread, so a read waiting for its write ends when they have it', async () => {
  // No database wake-ups in this thread: only the projection thread's messages can move the tracker.
  const signals = new LogSignals(null, null);
  const store = new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p));
  const tracker = new CheckpointTracker(pool, signals);
  const config = parseConfig(AppConfig, { DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
  host = startProjectionsInThread({ url: db.url, config, signals, log });
  expect(host.statuses().map((s) => s.name)).toEqual([
    ...allProjections.map((p) => p.name),
    reactorStatusName(),
  ]);
  // The application waits for this before it serves: on a new database the tables come from the thread.
  await host.ready;
  const tables = await pool.query<{ t: string | null }>(
    `SELECT to_regclass(t) AS t FROM unnest(ARRAY['incidents', 'incident_history', 'documents']) AS t`,
  );
  expect(tables.rows.map((r) => r.t)).toEqual(['incidents', 'incident_history', 'documents']);

  const incidentId = randomUUID();
  const data = reportedEventData({
    incidentId,
    reportNumber: 'IR-2026-000001',
    reportedAt: '2026-11-01T08:00:00.000Z',
    report: { location: 'Dock 4' },
  });
  const appended = await store.append(
    incidentStreamId(incidentId),
    0,
    [{ type: 'IncidentReported', data }],
    metadata,
  );

  const startedWaiting = Date.now();
  const caughtUp = await tracker.waitFor(['incidents'], appended.position, 20_000);
  expect(caughtUp).toBe(true);
  // Ended by the thread's message, not by the look at the stored checkpoints when the wait ran out.
  expect(Date.now() - startedWaiting).toBeLessThan(15_000);
  const { rows } = await pool.query('SELECT location, status FROM incidents WHERE id = $1', [incidentId]);
  expect(rows).toEqual([{ location: 'Dock 4', status: 'submitted' }]);

  // /readyz reads the statuses the thread sends: every runner running, at the report's position.
  await expect
    .poll(() => host!.statuses().find((s) => s.name === 'incidents'), { timeout: 5000 })
    .toMatchObject({ state: 'running', checkpoint: formatPosition(appended.position) });
  expect(host.statuses().every((s) => s.state === 'running')).toBe(true);
  expect(await projectionConnections()).toBe(allProjections.length);

  await host.stop();
  host = undefined;
  expect(await projectionConnections()).toBe(0);
  expect(logged).toEqual([]);
});
