/**
 * The projection worker (projections/src/worker.ts, a process of its own) is
 * killed with SIGKILL while it holds a batch. On restart it resumes from its checkpoint: the
 * checkpoint never goes backwards, no event is applied twice, and the read models equal a rebuild.
 *
 * Deterministic without any hook in the application: before the worker starts, the test inserts
 * (and keeps uncommitted) a row in `incidents` with the id of a report in the second batch. The
 * worker commits batch 1, then its INSERT of batch 2 waits on that row inside the batch
 * transaction (advisory lock held, reports before it already written): pg_stat_activity shows it
 * as `projection:incidents`, active, waiting on a lock held by the test. That is when it is killed.
 * Triggers on the read-model tables count every row the projections write, in the projections'
 * own transactions: after the restart every event must have been applied exactly once.
 */
import pg from 'pg';
import { ReportIncidentBody } from '@hs/contracts';
import { afterAll, expect, it } from 'vitest';
import { PostgresEventStore, type LogPosition, type ReadLog } from '@hs/infra/event-store';
import { ensureProjection, rebuildProjection } from '@hs/projections/runtime';
import { createPool } from '@hs/infra/db';
import { reportIncident } from '../../../command-api/src/incidents/report-incident.ts';
import { registerEmployee } from '../../../command-api/src/employees/register-employee.ts';
import { changeIncidentStatus } from '../../../command-api/src/incidents/change-incident-status.ts';
import { systemContext } from '../../../command-api/src/seed/system-context.ts';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { employeesProjection, incidentsProjection } from '@hs/read-models';
import { validReport } from '../support/incident-fixtures.ts';
import { freePort } from '../support/running-app.ts';
import { spawnGroup, tsxScript, waitHealthy, type ProcessGroup } from '../support/process-tree.ts';
import { createTestDatabase } from '../support/test-database.ts';

const REPORTS = 4000;
const STATUS_CHANGES = 1000;
const BATCH_SIZE = 2000; // the runner's default batch size
const BLOCKED_EVENT_INDEX = 2250; // in the second batch (events 2000 to 3999, 0-based)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const comparePositions = (a: LogPosition, b: LogPosition) =>
  a.tx === b.tx ? (a.gp === b.gp ? 0 : a.gp < b.gp ? -1 : 1) : a.tx < b.tx ? -1 : 1;
const show = (p: LogPosition) => `${p.tx}:${p.gp}`;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const startWorker = async (databaseUrl: string): Promise<ProcessGroup> => {
  const port = await freePort();
  const worker = spawnGroup(tsxScript('projections/src/worker.ts'), {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  cleanups.push(() => worker.kill());
  await waitHealthy(worker, `http://127.0.0.1:${port}/healthz`, 120_000);
  return worker;
};

it('resumes from its checkpoint after a SIGKILL mid-batch: nothing applied twice, read models equal a rebuild', async () => {
  const started = Date.now();
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  const pool = createPool({
    url: db.url,
    max: 10,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 60_000,
    applicationName: 'worker-fault-test',
  });
  cleanups.push(() => pool.end());
  const store = new PostgresEventStore(pool);
  const readLog: ReadLog = (c, after, limit) => store.readAllWith(c, after, limit);
  const client = new pg.Client({ connectionString: db.url, application_name: 'worker-fault-test' });
  await client.connect();
  cleanups.push(() => client.end());

  // The incident read models exist before the log is filled, with counting triggers. They count
  // rows written (AFTER triggers): an upsert that finds its row fires an insert trigger first.
  await ensureProjection(client, incidentsProjection, readLog, () => {});
  // A report reads the reporter's department supervisors from the employees read model.
  await ensureProjection(client, employeesProjection, readLog, () => {});
  await client.query(`
      CREATE TABLE fault_applied (tbl text NOT NULL, key text NOT NULL);
      CREATE FUNCTION fault_count_incident() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fault_applied (tbl, key) VALUES (TG_TABLE_NAME, NEW.id::text || ':' || NEW.version);
        RETURN NEW;
      END $$;
      CREATE FUNCTION fault_count_history() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fault_applied (tbl, key) VALUES (TG_TABLE_NAME, NEW.incident_id::text || ':' || NEW.version);
        RETURN NEW;
      END $$;
      CREATE TRIGGER fault_count AFTER INSERT OR UPDATE ON incidents
        FOR EACH ROW EXECUTE FUNCTION fault_count_incident();
      CREATE TRIGGER fault_count AFTER INSERT ON incident_history
        FOR EACH ROW EXECUTE FUNCTION fault_count_history();`);

  // Fill the log through the command handlers: 4,000 reports, then 1,000 status changes.
  const fillStarted = Date.now();
  const reporter = await registerEmployee(
    store,
    {
      username: 'fault-reporter',
      firstName: 'Fault',
      lastName: 'Reporter',
      email: 'fault.reporter@example.test',
      company: 'IPSI',
      department: 'Logistics',
      position: null,
      workLocation: null,
      role: 'employee',
      password: 'a-long-password',
    },
    systemContext('WorkerFaultTest'),
  );
  const asReporter = systemContext('WorkerFaultTest');
  asReporter.command.userId = reporter.id;
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < REPORTS; i = next++) {
        const result = await reportIncident(
          { store, pool },
          // As the route passes it on: the body parsed by its schema (defaults filled in).
          ReportIncidentBody.parse(
            validReport({ description: `Worker fault report ${i}: a pallet slid off the forks.` }),
          ),
          asReporter,
          undefined,
        );
        ids[i] = result.id;
      }
    }),
  );
  next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < STATUS_CHANGES; i = next++) {
        await changeIncidentStatus(
          store,
          ids[i]!,
          { status: 'under-review', note: `review ${i}` },
          systemContext('WorkerFaultTest'),
        );
      }
    }),
  );
  const fillMs = Date.now() - fillStarted;

  const { rows: log } = await client.query<{ stream_id: string; event_type: string; tx: string; gp: string }>(
    `SELECT stream_id, event_type, transaction_id::text AS tx, global_position::text AS gp
         FROM es_events ORDER BY transaction_id, global_position`,
  );
  const positionAt = (i: number): LogPosition => ({ tx: BigInt(log[i]!.tx), gp: BigInt(log[i]!.gp) });
  // The reporter's own events open the log: the runner reads them too, so batches count them.
  const reporterEvents = log.findIndex((row) => row.stream_id.startsWith('incident-'));
  expect(log.slice(reporterEvents).every((row) => row.stream_id.startsWith('incident-'))).toBe(true);
  expect(log.length).toBe(reporterEvents + REPORTS + STATUS_CHANGES);
  const head = positionAt(log.length - 1);
  const blocked = log[BLOCKED_EVENT_INDEX]!;
  expect(blocked.event_type).toBe('IncidentReported');
  const blockedId = blocked.stream_id.slice('incident-'.length);
  const lastCommittedBatchEnd = positionAt(BATCH_SIZE - 1);

  // Hold an uncommitted row with the id of the report the second batch will insert.
  const blocker = new pg.Client({ connectionString: db.url, application_name: 'worker-fault-blocker' });
  await blocker.connect();
  cleanups.push(() => blocker.end());
  // It stays idle in its transaction while the worker starts: no server timeout may end it.
  await blocker.query('SET idle_in_transaction_session_timeout = 0');
  await blocker.query('BEGIN');
  await blocker.query(
    `INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name, created_at,
                              version, search_text)
       VALUES ($1, 'FAULT-BLOCKER', 'near-miss', 'Low', 'x', '2026-01-01', 'submitted', 'x', now(), 1, 'x')`,
    [blockedId],
  );
  const { rows: blockerRows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const blockerPid = blockerRows[0]!.pid;

  // Watch every projection's checkpoint all along: it must never go backwards.
  const names = allProjections.map((p) => p.name);
  const series = new Map<string, LogPosition[]>(names.map((n) => [n, []]));
  const monitor = new pg.Client({ connectionString: db.url, application_name: 'worker-fault-monitor' });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  let watching = true;
  const readCheckpoints = async () => {
    const { rows } = await monitor.query<{ subscription_id: string; tx: string; gp: string }>(
      'SELECT subscription_id, tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = ANY($1)',
      [names],
    );
    return new Map(rows.map((r) => [r.subscription_id, { tx: BigInt(r.tx), gp: BigInt(r.gp) }]));
  };
  const watcher = (async () => {
    while (watching) {
      for (const [name, position] of await readCheckpoints()) {
        const list = series.get(name)!;
        const last = list.at(-1);
        if (!last || comparePositions(last, position) !== 0) list.push(position);
      }
      await sleep(20);
    }
  })();
  cleanups.push(async () => {
    watching = false;
    await watcher.catch(() => {});
  });

  // First worker: wait until its incidents batch waits on the blocker inside its transaction.
  const workerStarted = Date.now();
  const first = await startWorker(db.url);
  let holding: { pid: number; xact_start: Date; wait_event_type: string; query: string } | undefined;
  const holdDeadline = Date.now() + 180_000;
  while (!holding) {
    const { rows } = await client.query<NonNullable<typeof holding>>(
      `SELECT pid, xact_start, wait_event_type, query FROM pg_stat_activity
          WHERE application_name = 'projection:incidents' AND state = 'active' AND wait_event_type = 'Lock'
            AND $1 = ANY(pg_blocking_pids(pid))`,
      [blockerPid],
    );
    holding = rows[0];
    if (!holding) {
      if (Date.now() > holdDeadline)
        throw new Error(`the worker never reached the blocked batch:\n${first.output()}`);
      await sleep(50);
    }
  }
  const holdMs = Date.now() - workerStarted;
  const { rows: advisory } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_locks WHERE pid = $1 AND locktype = 'advisory' AND granted`,
    [holding.pid],
  );
  const { rows: workerBackends } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'projection%' OR application_name = 'projections'`,
  );
  const checkpointsAtKill = await readCheckpoints();
  const appliedAtKill = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM fault_applied WHERE tbl = 'incidents'`,
  );

  // SIGKILL the worker's whole process group while it holds the batch.
  await first.kill();
  expect(first.exited() || first.child.signalCode === 'SIGKILL' || first.child.exitCode !== null).toBe(true);
  // Its backend is still waiting on the lock: end the blocker's transaction, then PostgreSQL
  // finds the client gone and rolls the batch back. Every backend of the dead worker must go.
  await blocker.query('ROLLBACK');
  const goneDeadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE pid = ANY($1)',
      [workerBackends.map((b) => b.pid)],
    );
    if (Number(rows[0]!.n) === 0) break;
    if (Date.now() > goneDeadline) throw new Error('backends of the killed worker did not end');
    await sleep(100);
  }
  const checkpointsAfterKill = await readCheckpoints();
  const appliedAfterKill = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM fault_applied WHERE tbl = 'incidents'`,
  );

  // Second worker: resumes and catches up with the head of the log.
  const restarted = Date.now();
  const second = await startWorker(db.url);
  const catchUpDeadline = Date.now() + 180_000;
  for (;;) {
    const positions = await readCheckpoints();
    if (names.every((n) => positions.has(n) && comparePositions(positions.get(n)!, head) === 0)) break;
    if (Date.now() > catchUpDeadline)
      throw new Error(`the restarted worker did not catch up:\n${second.output()}`);
    await sleep(100);
  }
  const catchUpMs = Date.now() - restarted;
  await second.stop();
  watching = false;
  await watcher;

  // Exactly once: every event's effect committed once in the incidents and history tables.
  const { rows: applied } = await client.query<{ tbl: string; total: string; keys: string; twice: string }>(
    `SELECT tbl, count(*) AS total, count(DISTINCT key) AS keys,
              count(*) FILTER (WHERE n > 1) AS twice
         FROM (SELECT tbl, key, count(*) OVER (PARTITION BY tbl, key) AS n FROM fault_applied) t
        GROUP BY tbl ORDER BY tbl`,
  );
  const appliedBy = new Map(applied.map((r) => [r.tbl, r]));
  const backwards = [...series].flatMap(([name, list]) =>
    list
      .slice(1)
      .flatMap((p, i) =>
        comparePositions(p, list[i]!) < 0 ? [`${name}: ${show(list[i]!)} -> ${show(p)}`] : [],
      ),
  );
  const { rows: counts } = await client.query<{ incidents: string; reviewed: string; history: string }>(
    `SELECT (SELECT count(*) FROM incidents) AS incidents,
              (SELECT count(*) FROM incidents WHERE status = 'under-review') AS reviewed,
              (SELECT count(*) FROM incident_history) AS history`,
  );

  // The read models equal a rebuild from the log (beside the live tables, then switched in).
  const rebuildStarted = Date.now();
  const rebuilds: Record<string, { events: number; matchedLive: boolean; differences: string[] }> = {};
  for (const projection of allProjections)
    rebuilds[projection.name] = await rebuildProjection(client, projection, readLog, () => {});
  const rebuildMs = Date.now() - rebuildStarted;

  const figures = {
    eventsInLog: log.length,
    batchSize: BATCH_SIZE,
    blockedEventIndex: BLOCKED_EVENT_INDEX,
    killedWhile: {
      backendPid: holding.pid,
      waitEventType: holding.wait_event_type,
      transactionOpenForMs: Date.now() - new Date(holding.xact_start).getTime(),
      advisoryLocksHeld: Number(advisory[0]!.n),
      statement: holding.query.replace(/\s+/g, ' ').slice(0, 60),
    },
    incidentsCheckpoint: {
      expectedAtKill: show(lastCommittedBatchEnd),
      atKill: show(checkpointsAtKill.get('incidents')!),
      afterKill: show(checkpointsAfterKill.get('incidents')!),
      head: show(head),
    },
    incidentRowsWrittenAtKill: Number(appliedAtKill.rows[0]!.n),
    incidentRowsWrittenAfterKill: Number(appliedAfterKill.rows[0]!.n),
    applied: Object.fromEntries(
      applied.map((r) => [
        r.tbl,
        { writes: Number(r.total), distinct: Number(r.keys), twice: Number(r.twice) },
      ]),
    ),
    checkpointSamples: Object.fromEntries([...series].map(([n, l]) => [n, l.length])),
    checkpointWentBackwards: backwards.length,
    readModel: {
      incidents: Number(counts[0]!.incidents),
      underReview: Number(counts[0]!.reviewed),
      history: Number(counts[0]!.history),
    },
    rebuild: Object.fromEntries(
      Object.entries(rebuilds).map(([n, r]) => [n, { events: r.events, matchedLive: r.matchedLive }]),
    ),
    timesMs: {
      fillLog: fillMs,
      untilBatchHeld: holdMs,
      catchUpAfterRestart: catchUpMs,
      rebuild: rebuildMs,
      total: Date.now() - started,
    },
  };
  console.log(`projection worker killed mid-batch figures: ${JSON.stringify(figures, null, 2)}`);

  // Killed inside the transaction of batch 2: batch 1 committed, batch 2 not.
  expect(Number(advisory[0]!.n)).toBeGreaterThanOrEqual(1);
  expect(comparePositions(checkpointsAtKill.get('incidents')!, lastCommittedBatchEnd)).toBe(0);
  expect(comparePositions(checkpointsAfterKill.get('incidents')!, lastCommittedBatchEnd)).toBe(0);
  expect(Number(appliedAtKill.rows[0]!.n)).toBe(BATCH_SIZE - reporterEvents);
  expect(Number(appliedAfterKill.rows[0]!.n)).toBe(BATCH_SIZE - reporterEvents);
  // Resumed from the checkpoint: never backwards, every event applied once.
  expect(backwards).toEqual([]);
  expect(appliedBy.get('incidents')).toMatchObject({ total: String(REPORTS + STATUS_CHANGES), twice: '0' });
  expect(appliedBy.get('incident_history')).toMatchObject({
    total: String(REPORTS + STATUS_CHANGES),
    twice: '0',
  });
  expect(counts[0]).toEqual({
    incidents: String(REPORTS),
    reviewed: String(STATUS_CHANGES),
    history: String(REPORTS + STATUS_CHANGES),
  });
  // (Every event of the log went through each rebuild: a rebuild that stopped early, for example
  // on an event its handler cannot apply, would compare only part of the log.)
  for (const [name, result] of Object.entries(rebuilds))
    expect({
      name,
      events: result.events,
      matchedLive: result.matchedLive,
      differences: result.differences,
    }).toEqual({
      name,
      events: log.length,
      matchedLive: true,
      differences: [],
    });
});
