import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { incidentStreamId } from '@hs/domain';
import { PostgresEventStore, formatPosition } from '@hs/infra/event-store';
import { LogSignals } from '@hs/infra/signals';
import {
  ProjectionRunner,
  applyNextBatch,
  ensureProjection,
  rebuildProjection,
  type Projection,
} from '../runtime/index.ts';
import { CheckpointTracker } from '@hs/infra/consistency';
import {
  appendRetryRequest,
  createTestDatabase,
  createTestPool,
  reportedEventData,
  testMetadata,
} from '@hs/tests';
import { incidentsProjection } from '@hs/read-models';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
const readLog = (c: pg.ClientBase, after: Parameters<PostgresEventStore['readAll']>[0], limit: number) =>
  store.readAllWith(c, after, limit);
const metadata = testMetadata('ReportIncident');
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const reportOne = async (n: number) => {
  const incidentId = randomUUID();
  const data = reportedEventData({
    incidentId,
    reportNumber: `IR-2026-${String(n).padStart(6, '0')}`,
    reportedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(),
    report: { location: `Bay ${n}` },
  });
  const appended = await store.append(
    incidentStreamId(incidentId),
    0,
    [{ type: 'IncidentReported', data }],
    metadata,
  );
  return { ...appended, incidentId };
};

const snapshot = async () =>
  (await pool.query('SELECT * FROM incidents ORDER BY report_number')).rows.map((r) => JSON.stringify(r));

const catchUp = async (projection: Projection, batchSize = 7) => {
  for (;;) {
    await client.query('BEGIN');
    const result = await applyNextBatch(client, projection, projection.name, readLog, batchSize);
    await client.query('COMMIT');
    if (result.count === 0) return result.checkpoint;
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 10);
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await ensureProjection(client, incidentsProjection, readLog, () => {});
});
afterAll(async () => {
  await client.end();
  await pool.end();
  await db.drop();
});

describe('incidents projection', () => {
  it('builds one row per reported incident, and replaying the log a second time leaves the same read model', async () => {
    for (let n = 1; n <= 25; n++) await reportOne(n);
    await catchUp(incidentsProjection);
    const first = await snapshot();
    expect(first).toHaveLength(25);
    await pool.query(`UPDATE es_checkpoints SET tx = '0', gp = 0 WHERE subscription_id = 'incidents'`);
    await catchUp(incidentsProjection);
    expect(await snapshot()).toEqual(first);
  });

  it('moves an incident through its status changes with a history entry each, whether they come one batch at a time or in one', async () => {
    // The same story twice: a report, a review, an investigation with a note.
    const story = async (n: number) => {
      const { incidentId } = await reportOne(n);
      const streamId = incidentStreamId(incidentId);
      const change = (from: string, to: string, note: string | null, at: number) => ({
        type: 'IncidentStatusChanged',
        data: {
          from,
          to,
          note,
          changedBy: 'u-1',
          changedByName: 'Alex Morgan',
          changedAt: `2026-11-0${at}T10:00:00.000Z`,
        },
      });
      await store.append(streamId, 1, [change('submitted', 'under-review', null, 2)], metadata);
      await store.append(
        streamId,
        2,
        [change('under-review', 'investigating', 'Forklift inspected', 3)],
        metadata,
      );
      return incidentId;
    };
    const rowsOf = async (id: string) => ({
      incident: (await pool.query('SELECT status, version FROM incidents WHERE id = $1', [id])).rows,
      history: (
        await pool.query(
          `SELECT version, event_type, from_status, to_status, note, changed_fields,
                  snapshot->>'status' AS status, snapshot->>'statusChangedBy' AS changed_by, snapshot->>'location' AS location
             FROM incident_history WHERE incident_id = $1 ORDER BY version`,
          [id],
        )
      ).rows,
    });
    const oneAtATime = await story(400);
    await catchUp(incidentsProjection, 1);
    const together = await story(401);
    await catchUp(incidentsProjection, 100);
    const expected = (location: string) => ({
      incident: [{ status: 'investigating', version: '3' }],
      history: [
        {
          version: '1',
          event_type: 'IncidentReported',
          from_status: null,
          to_status: 'submitted',
          note: null,
          changed_fields: [],
          status: 'submitted',
          changed_by: null,
          location,
        },
        {
          version: '2',
          event_type: 'IncidentStatusChanged',
          from_status: 'submitted',
          to_status: 'under-review',
          note: null,
          changed_fields: ['status'],
          status: 'under-review',
          changed_by: 'Alex Morgan',
          location,
        },
        {
          version: '3',
          event_type: 'IncidentStatusChanged',
          from_status: 'under-review',
          to_status: 'investigating',
          note: 'Forklift inspected',
          changed_fields: ['status'],
          status: 'investigating',
          changed_by: 'Alex Morgan',
          location,
        },
      ],
    });
    expect(await rowsOf(oneAtATime)).toEqual(expected('Bay 400'));
    expect(await rowsOf(together)).toEqual(expected('Bay 401'));
  });

  it('keeps a comment in the history with its author, and moves the incident to the next version only', async () => {
    const { incidentId } = await reportOne(900);
    await store.append(
      incidentStreamId(incidentId),
      1,
      [
        {
          type: 'IncidentCommented',
          data: {
            text: 'Guard refitted.',
            commentedBy: 'u-9',
            commentedByName: 'Marco Rossi',
            commentedAt: '2026-11-02T09:00:00.000Z',
          },
        },
      ],
      testMetadata('CommentOnIncident'),
    );
    await catchUp(incidentsProjection);
    const row = await pool.query(
      'SELECT status, version, reported_by, employee_department FROM incidents WHERE id = $1',
      [incidentId],
    );
    expect(row.rows).toEqual([
      { status: 'submitted', version: '2', reported_by: null, employee_department: 'logistics' },
    ]);
    const history = await pool.query(
      'SELECT event_type, to_status, note, changed_fields FROM incident_history WHERE incident_id = $1 AND version = 2',
      [incidentId],
    );
    expect(history.rows).toEqual([
      { event_type: 'IncidentCommented', to_status: null, note: 'Guard refitted.', changed_fields: [] },
    ]);
  });

  it('moves its checkpoint over events no handler wants, so a wait for their position ends', async () => {
    const other = await store.append(
      `testThing-${randomUUID()}`,
      0,
      [{ type: 'ThingHappened', data: {} }],
      metadata,
    );
    const checkpoint = await catchUp(incidentsProjection);
    expect(formatPosition(checkpoint)).toBe(formatPosition(other.position));
  });

  it('rebuilds beside the live table and finds it equal, then switches it in', async () => {
    const before = await snapshot();
    const result = await rebuildProjection(client, incidentsProjection, readLog, () => {}, { batchSize: 10 });
    expect(result.matchedLive).toBe(true);
    expect(await snapshot()).toEqual(before);
    const schemas = await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_incidents'`);
    expect(schemas.rowCount).toBe(0);
  });

  it('rebuilds reading the next batch ahead on another connection: every event once, in log order', async () => {
    const before = await snapshot();
    const applied: string[] = [];
    const recording: Projection = {
      ...incidentsProjection,
      apply: async (c, events) => {
        applied.push(...events.map((e) => e.eventId));
        await incidentsProjection.apply(c, events);
      },
    };
    const result = await rebuildProjection(client, recording, readLog, () => {}, {
      batchSize: 3,
      readAheadWith: pool,
    });
    // The rebuild hands each model only the events it handles.
    const { rows } = await pool.query<{ event_id: string }>(
      `SELECT event_id FROM es_events WHERE event_type IN ('IncidentReported', 'IncidentStatusChanged', 'IncidentCommented')
        ORDER BY transaction_id, global_position`,
    );
    expect(applied).toEqual(rows.map((r) => r.event_id));
    expect(result.matchedLive).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('reports a live read model that differs from the log', async () => {
    await pool.query(`UPDATE incidents SET location = 'tampered' WHERE report_number = 'IR-2026-000001'`);
    const result = await rebuildProjection(client, incidentsProjection, readLog, () => {});
    expect(result.matchedLive).toBe(false);
    expect(result.differences).toEqual([
      expect.stringMatching(/^incidents: live (\d+) rows, digest \w+, rebuilt \1 rows, digest \w+$/),
    ]);
    expect(
      (await pool.query(`SELECT location FROM incidents WHERE report_number = 'IR-2026-000001'`)).rows[0]
        .location,
    ).toBe('Bay 1');
  });

  it('keeps up while running: two runners of one projection apply every event exactly once', async () => {
    const signals = new LogSignals(db.url, pool);
    await signals.start();
    const runners = [1, 2].map(
      () =>
        new ProjectionRunner(incidentsProjection, {
          url: db.url,
          readLog,
          signals,
          log: silent,
          pollIntervalMs: 100,
        }),
    );
    for (const runner of runners) runner.start();
    const appended: Awaited<ReturnType<typeof reportOne>>[] = [];
    for (let n = 100; n < 160; n++) {
      const result = await reportOne(n);
      signals.announceAppend(result.position);
      appended.push(result);
    }
    const deadline = Date.now() + 20_000;
    while (
      Date.now() < deadline &&
      runners.every((r) => r.status.checkpoint !== formatPosition(appended.at(-1)!.position))
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(runners.map((r) => r.stop()));
    await signals.stop();
    const count = await pool.query(`SELECT count(*)::int AS n FROM incidents WHERE location LIKE 'Bay 1__'`);
    expect(count.rows[0].n).toBe(60);
  });
});

/**
 * A live incidents runner that pauses 60 s after a batch unless reads shorten it (`readCoalesceMs`),
 * with the signals and the consistency tracker of a process; `report` appends a report and tells
 * the runner, as the app's store does. Stopped after `work`.
 */
const withPausingRunner = async (
  readCoalesceMs: number,
  work: (r: {
    runner: ProjectionRunner;
    tracker: CheckpointTracker;
    report: (n: number) => ReturnType<typeof reportOne>;
  }) => Promise<void>,
) => {
  const signals = new LogSignals(db.url, pool);
  await signals.start();
  const tracker = new CheckpointTracker(pool, signals);
  const runner = new ProjectionRunner(incidentsProjection, {
    url: db.url,
    readLog,
    signals,
    log: silent,
    pollIntervalMs: 100,
    coalesceMs: 60_000,
    readCoalesceMs,
  });
  runner.start();
  try {
    const report = async (n: number) => {
      const appended = await reportOne(n);
      signals.announceAppend(appended.position);
      return appended;
    };
    await work({ runner, tracker, report });
  } finally {
    await runner.stop();
    await signals.stop();
  }
};

describe('a read that waits for its own write', () => {
  it('is not held back by the pause in which a busy runner lets events gather', async () => {
    // Both pauses far longer than the waits below: only the waiting read can end them.
    await withPausingRunner(60_000, async ({ runner, tracker, report }) => {
      const first = await report(300);
      expect(await tracker.waitFor(['incidents'], first.position, 10_000)).toBe(true);
      // The runner applied a batch and now pauses: a report made meanwhile stays unapplied...
      const second = await report(301);
      await new Promise((r) => setTimeout(r, 500));
      expect(runner.status.checkpoint).toBe(formatPosition(first.position));
      // ...until a read waits for it.
      expect(await tracker.waitFor(['incidents'], second.position, 5_000)).toBe(true);
      const row = await pool.query(`SELECT location FROM incidents WHERE location = 'Bay 301'`);
      expect(row.rowCount).toBe(1);
    });
  });
});

describe('a runner whose read model people are reading as they write', () => {
  it('keeps its pauses short while reads wait for it, without another read to end them', async () => {
    await withPausingRunner(20, async ({ runner, tracker, report }) => {
      const first = await report(310);
      expect(await tracker.waitFor(['incidents'], first.position, 10_000)).toBe(true);
      // Nobody waits for this one: the short pause after a recent read, not a read, brings it in.
      const second = await report(311);
      await expect
        .poll(() => runner.status.checkpoint, { timeout: 3_000, interval: 20 })
        .toBe(formatPosition(second.position));
    });
  });
});

describe('a rebuild that meets an event it cannot apply', () => {
  it('parks the event with the rebuilt tables instead of aborting, and a rebuild after the fix clears it', async () => {
    const before = await snapshot();
    const bay7 = (await pool.query(`SELECT id FROM incidents WHERE location = 'Bay 7'`)).rows[0].id as string;
    const broken: Projection = {
      ...incidentsProjection,
      apply: async (c, events) => {
        if (events.some((e) => (e.data as { location?: string }).location === 'Bay 7'))
          throw new Error('cannot apply');
        await incidentsProjection.apply(c, events);
      },
    };
    const result = await rebuildProjection(client, broken, readLog, () => {}, { batchSize: 5 });
    expect(result.matchedLive).toBe(false);
    const rebuilt = await snapshot();
    expect(rebuilt).toHaveLength(before.length - 1);
    expect(rebuilt.some((row) => row.includes('"Bay 7"'))).toBe(false);
    const { rows: parked } = await pool.query(
      'SELECT projection, stream_id, error, blocked_by FROM projection_parked_events',
    );
    expect(parked).toEqual([
      { projection: 'incidents', stream_id: incidentStreamId(bay7), error: 'cannot apply', blocked_by: null },
    ]);

    await rebuildProjection(client, incidentsProjection, readLog, () => {}, { batchSize: 5 });
    expect(await snapshot()).toEqual(before);
    expect((await pool.query('SELECT * FROM projection_parked_events')).rowCount).toBe(0);
  });
});

describe("a live runner's batches", () => {
  it('commit without waiting for the disk, also after a failing handler rolled back to the batch savepoint', async () => {
    await catchUp(incidentsProjection);
    const settings: string[] = [];
    let broken = true;
    const locationOf = (e: { data: unknown }) => (e.data as { location?: string }).location;
    const recording: Projection = {
      ...incidentsProjection,
      apply: async (c, events) => {
        const { rows } = await c.query<{ s: string }>("SELECT current_setting('synchronous_commit') AS s");
        settings.push(rows[0]!.s);
        if (broken && events.some((e) => locationOf(e) === 'Bay 702')) throw new Error('cannot apply');
        await incidentsProjection.apply(c, events);
      },
    };
    // Appended before the runner starts, so its first batch holds all three.
    let last = await reportOne(701);
    for (const n of [702, 703]) last = await reportOne(n);
    const signals = new LogSignals(db.url, pool);
    await signals.start();
    const runner = new ProjectionRunner(recording, {
      url: db.url,
      readLog,
      signals,
      log: silent,
      pollIntervalMs: 50,
    });
    const waiting = { timeout: 10_000, interval: 20 };
    const locations = async () =>
      (
        await pool.query(
          `SELECT location FROM incidents WHERE location IN ('Bay 701', 'Bay 702', 'Bay 703') ORDER BY location`,
        )
      ).rows.map((r) => r.location);
    runner.start();
    try {
      // 702 is parked, the others go on: the checkpoint passes all three.
      await vi.waitUntil(() => runner.status.checkpoint === formatPosition(last.position), waiting);
      expect(runner.status.lastParked?.error).toBe('cannot apply');
      expect(await locations()).toEqual(['Bay 701', 'Bay 703']);
      broken = false;
      await appendRetryRequest(store, 'incidents');
      await vi.waitUntil(async () => (await locations()).length === 3, waiting);
    } finally {
      // Stopped even when an expectation fails: a runner left going would write under later tests.
      await runner.stop();
      await signals.stop();
    }
    // The whole batch, then 701, 702 and 703 one at a time after the rollback, then 702 retried.
    expect(settings.length).toBeGreaterThanOrEqual(5);
    expect([...new Set(settings)]).toEqual(['off']);
    expect((await pool.query('SELECT * FROM projection_parked_events')).rowCount).toBe(0);
  });
});

describe('a report marked duplicate, then reinstated', () => {
  it('leaves the counted rows while marked, keeps both events in its history with their reasons, and counts again', async () => {
    const { incidentId } = await reportOne(950);
    const streamId = incidentStreamId(incidentId);
    const by = { markedBy: 'u-2', markedByName: 'Priya Shah', markedAt: '2026-11-28T09:00:00.000Z' };
    const rowOf = async () =>
      (
        await pool.query(
          `SELECT i.disposition, i.counted, h.snapshot->'disposition' AS marking
             FROM incidents i JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
            WHERE i.id = $1`,
          [incidentId],
        )
      ).rows[0];
    const marked = {
      type: 'IncidentMarkedDuplicate',
      data: {
        duplicateOf: randomUUID(),
        duplicateOfReportNumber: 'IR-2026-000001',
        reason: 'Filed twice.',
        ...by,
      },
    };
    await store.append(streamId, 1, [marked], metadata);
    await catchUp(incidentsProjection);
    expect(await rowOf()).toEqual({
      disposition: 'duplicate',
      counted: false,
      marking: {
        kind: 'duplicate',
        duplicateOf: { id: marked.data.duplicateOf, reportNumber: 'IR-2026-000001' },
        reason: 'Filed twice.',
        markedByName: 'Priya Shah',
        markedAt: '2026-11-28T09:00:00.000Z',
      },
    });

    const reinstated = {
      type: 'IncidentReinstated',
      data: { from: 'duplicate', reason: 'Not the same.', ...by },
    };
    await store.append(streamId, 2, [reinstated], metadata);
    await catchUp(incidentsProjection);
    expect(await rowOf()).toEqual({ disposition: null, counted: true, marking: null });
    const { rows } = await pool.query(
      'SELECT event_type, note FROM incident_history WHERE incident_id = $1 AND version > 1 ORDER BY version',
      [incidentId],
    );
    expect(rows).toEqual([
      { event_type: 'IncidentMarkedDuplicate', note: 'Duplicate of IR-2026-000001. Reason: Filed twice.' },
      { event_type: 'IncidentReinstated', note: 'Not the same.' },
    ]);
  });
});
