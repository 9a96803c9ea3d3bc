import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore, readLogCheckpoints, recordDueCheckpoints } from '@hs/infra/event-store';
import { createTestDatabase, createTestPool, testMetadata } from '../support/test-database.ts';
import { repoRoot } from '../support/running-app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let dataDir: string;

beforeEach(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 4);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hs-chain-'));
});
afterEach(async () => {
  await pool.end();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const incidents = ['a', 'b', 'c'].map((n) => `incident-00000000-0000-4000-8000-00000000000${n}`);

/** Three incidents whose events interleave in the log: 9 events, one transaction each. */
const writeLog = async () => {
  const store = new PostgresEventStore(pool);
  for (let version = 1; version <= 3; version += 1) {
    for (const id of incidents) {
      await store.append(
        id,
        version - 1,
        [{ type: 'IncidentNoted', data: { version } }],
        testMetadata('Test'),
      );
    }
  }
};

const checkpointEvery = async (everyEvents: number, everyMs = 3_600_000) => {
  const client = await pool.connect();
  try {
    return await recordDueCheckpoints(client, { everyEvents, everyMs, now: new Date() });
  } finally {
    client.release();
  }
};

const auditVerify = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: db.url, AUDIT_EXPORT_KEY: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout.replace(/\rchecked \d+ events/g, ''), err: run.stderr };
};

/** Changes the log as the database owner with the append-only triggers off, as an intruder would. */
const asIntruder = async (work: (owner: pg.Client) => Promise<void>) => {
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  try {
    await owner.query('SET session_replication_role = replica');
    await work(owner);
  } finally {
    await owner.end();
  }
};

describe('the global chain over the log order', () => {
  it('records a checkpoint every N events, and one for the rest only when the interval has passed', async () => {
    await writeLog();
    // The very first round covers the whole log; later rounds wait for N events or the interval.
    expect(await checkpointEvery(4)).toBe(3);
    const store = new PostgresEventStore(pool);
    const more = Array.from({ length: 5 }, (_, n) => ({ type: 'IncidentNoted', data: { n } }));
    await store.append('incident-00000000-0000-4000-8000-00000000000d', 0, more, testMetadata('Test'));
    expect(await checkpointEvery(4)).toBe(1);
    expect(await checkpointEvery(4)).toBe(0);
    expect(await checkpointEvery(4, 0)).toBe(1);
    const checkpoints = await readLogCheckpoints(pool);
    expect(checkpoints.map((c) => [c.seq, c.events])).toEqual([
      [1, 4],
      [2, 8],
      [3, 9],
      [4, 13],
      [5, 14],
    ]);
    expect(checkpoints[4]!.prevHash).toEqual(checkpoints[3]!.hash);
  });

  it('refuses to change or delete a checkpoint row', async () => {
    await writeLog();
    await checkpointEvery(4);
    await expect(pool.query('DELETE FROM es_log_checkpoints')).rejects.toThrow(/append-only/);
  });

  it('audit:verify reports a whole incident stream deleted in SQL', async () => {
    await writeLog();
    await checkpointEvery(4, 0);
    const clean = auditVerify();
    expect(clean.status, clean.err).toBe(0);
    expect(clean.out).toContain('OK: global chain over 10 events matches 3 checkpoints');

    await asIntruder(async (owner) => {
      await owner.query('DELETE FROM es_events WHERE stream_id = $1', [incidents[1]]);
      await owner.query('DELETE FROM es_streams WHERE stream_id = $1', [incidents[1]]);
    });
    const tampered = auditVerify();
    expect(tampered.status).toBe(1);
    // Each remaining stream's own chain is intact: only the global chain sees the loss.
    expect(tampered.out).toContain('every hash chain intact');
    expect(tampered.out).toContain('TAMPERED: global chain, checkpoint #1: 1 event(s) missing');
  });

  it('audit:verify reports two events of different streams swapped in the log order', async () => {
    await writeLog();
    await checkpointEvery(100, 0);
    await asIntruder(async (owner) => {
      const { rows } = await owner.query<{ tx: string; gp: string; id: string }>(
        `SELECT transaction_id::text AS tx, global_position AS gp, event_id AS id FROM es_events
          WHERE stream_version = 2 AND stream_id = ANY($1) ORDER BY global_position LIMIT 2`,
        [incidents],
      );
      const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
      const move = (id: string, tx: string, gp: string) =>
        owner.query(
          'UPDATE es_events SET transaction_id = $2::text::xid8, global_position = $3 WHERE event_id = $1',
          [id, tx, gp],
        );
      await move(first.id, '0', '-1');
      await move(second.id, first.tx, first.gp);
      await move(first.id, second.tx, second.gp);
    });
    const tampered = auditVerify();
    expect(tampered.status).toBe(1);
    expect(tampered.out).toContain('every hash chain intact');
    expect(tampered.out).toContain('TAMPERED: global chain, checkpoint #1: the chain up to position');
    expect(tampered.out).toContain('events were reordered, moved or replaced');
  });

  it('an exported checkpoint file catches a rewrite done after it, even with every hash recomputed', async () => {
    await writeLog();
    const file = path.join(dataDir, 'checkpoints.json');
    const exported = auditVerify('--export-checkpoints', file);
    expect(exported.status, exported.err).toBe(0);
    expect(exported.out).toMatch(/Exported 1 checkpoints \(\d+ events\)/);
    expect(JSON.parse(await readFile(file, 'utf8')).hmac).toMatch(/^[0-9a-f]{64}$/);

    // The intruder deletes an incident and rebuilds the checkpoint table to match what is left.
    await asIntruder(async (owner) => {
      await owner.query('DELETE FROM es_events WHERE stream_id = $1', [incidents[0]]);
      await owner.query('DELETE FROM es_streams WHERE stream_id = $1', [incidents[0]]);
      await owner.query('DELETE FROM es_log_checkpoints');
      await recordDueCheckpoints(owner, { everyEvents: 1000, everyMs: 0, now: new Date() });
    });
    const withoutFile = auditVerify();
    expect(withoutFile.status, withoutFile.out).toBe(0);

    const againstFile = auditVerify('--against', file);
    expect(againstFile.status).toBe(1);
    expect(againstFile.out).toContain(`TAMPERED: global chain, checkpoint #1 of ${file}: 3 event(s) missing`);
  });
});
