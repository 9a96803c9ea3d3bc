import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { employeeStreamId, incidentStreamId } from '@hs/domain';
import type { PostgresEventStore } from '@hs/infra/event-store';
import type { LogSignals } from '@hs/infra/signals';
import {
  createTestDatabase,
  createTestPool,
  reportedEventData,
  startSignalledStore,
  testMetadata,
} from '@hs/tests';
import { employeesProjection, establishmentsProjection, incidentsProjection } from '@hs/read-models';
import { startProjections, type RunningProjections } from '../start-projections.ts';
import type { EventRule } from './rule.ts';
import { incidentReported } from './rules/incidents.rules.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let signals: LogSignals;
let store: PostgresEventStore;
let running: RunningProjections | null = null;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const officer = randomUUID();
const supervisor = randomUUID();
const reporter = randomUUID();

const register = async (id: string, username: string, role: string, supervisorId: string | null) =>
  store.append(
    employeeStreamId(id),
    0,
    [
      {
        type: 'EmployeeRegistered',
        data: {
          employeeId: id,
          username,
          role,
          firstName: username,
          lastName: 'Test',
          email: `${username}@example.test`,
          company: 'IPSI',
          department: 'Production',
          position: null,
          workLocation: null,
          supervisorId,
          registeredAt: '2026-11-01T08:00:00.000Z',
        },
      },
    ],
    testMetadata('RegisterEmployee'),
  );

const report = async (n: number) => {
  const incidentId = randomUUID();
  const data = {
    ...reportedEventData({
      incidentId,
      reportNumber: `IR-2026-${String(n).padStart(6, '0')}`,
      reportedAt: new Date(Date.UTC(2026, 10, 2, 0, 0, n)).toISOString(),
      report: { location: `Bay ${n}` },
    }),
    reportedBy: reporter,
  };
  await store.append(incidentStreamId(incidentId), 0, [{ type: 'IncidentReported', data }], {
    ...testMetadata('ReportIncident'),
    userId: reporter,
  });
  return incidentId;
};

/** The reactor's rule, whose connection is terminated (as by a crash) at the given calls, once each. */
let calls = 0;
const killAt = new Set<number>();
let kills = 0;
const crashing: EventRule = {
  ...incidentReported,
  async react(event, ctx) {
    calls += 1;
    if (killAt.delete(calls)) {
      kills += 1;
      await ctx.client.query('SELECT pg_terminate_backend(pg_backend_pid())');
    }
    return incidentReported.react(event, ctx);
  },
};

const start = async () => {
  running = startProjections({
    url: db.url,
    store,
    signals,
    log: silent,
    projections: [employeesProjection, establishmentsProjection, incidentsProjection],
    eventRules: [crashing],
  });
  await running.ready;
};

const told = async () =>
  (
    await pool.query<{ subject_id: string; recipient_id: string; n: number }>(
      `SELECT subject_id, recipient_id, count(*)::int AS n FROM notifications
        GROUP BY subject_id, recipient_id ORDER BY subject_id, recipient_id`,
    )
  ).rows;

const caughtUp = async (incidents: number) => {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if ((await told()).length >= incidents * 2) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 6);
  ({ signals, store } = await startSignalledStore(db.url, pool));
});
afterAll(async () => {
  await running?.stop();
  await signals?.stop();
  await pool?.end();
  await db?.drop();
});

it('announces nothing from before its first start, then loses and repeats nothing across crashes and a restart', async () => {
  await register(officer, 'officer', 'safety-officer', null);
  await register(supervisor, 'supervisor', 'supervisor', null);
  await register(reporter, 'reporter', 'employee', supervisor);
  const history = await report(0);
  await start();

  killAt.add(4).add(11);
  const incidents: string[] = [];
  for (let n = 1; n <= 15; n++) incidents.push(await report(n));
  await caughtUp(15);
  // Stopped and started again (a new process): it goes on from its own checkpoint.
  await running!.stop();
  killAt.add(calls + 3);
  for (let n = 16; n <= 30; n++) incidents.push(await report(n));
  await start();
  await caughtUp(30);

  expect(kills).toBe(3);
  const expected = incidents
    .flatMap((id) =>
      [officer, supervisor].map((recipient) => ({ subject_id: id, recipient_id: recipient, n: 1 })),
    )
    .sort((a, b) => `${a.subject_id}${a.recipient_id}`.localeCompare(`${b.subject_id}${b.recipient_id}`));
  expect(await told()).toEqual(expected);
  expect((await told()).some((row) => row.subject_id === history)).toBe(false);
});
