import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore } from '@hs/infra/event-store';
import { ensureAppRole, migrate, startEmbeddedPostgres } from '@hs/infra/db';
import { repoRoot } from '../support/running-app.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-audit-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const metadata = {
  userId: 'u-1',
  userName: 'Auditor Test',
  role: 'admin',
  command: 'Test',
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
};

const runVerify = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });

/** Runs `work` against the data folder's database as its owner, then stops the server. */
const withOwner = async (work: (owner: pg.Client, appUrl: string) => Promise<void>) => {
  const server = await startEmbeddedPostgres(dir);
  await migrate(server.url);
  const appUrl = await ensureAppRole(server.url, dir);
  const owner = new pg.Client({ connectionString: server.url });
  await owner.connect();
  try {
    await work(owner, appUrl);
  } finally {
    await owner.end();
    await server.stop();
  }
};

it('npm run audit:verify reports OK, then names the first event whose stored row was edited', async () => {
  await withOwner(async (_owner, appUrl) => {
    const pool = new pg.Pool({ connectionString: appUrl, max: 2 });
    const store = new PostgresEventStore(pool);
    await store.append(
      'incident-0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21',
      0,
      [
        { type: 'IncidentReported', data: { location: 'Dock 4' } },
        { type: 'IncidentStatusChanged', data: { from: 'submitted', to: 'resolved' } },
      ],
      metadata,
    );
    await pool.end();
  });

  const clean = runVerify();
  expect(clean.status, clean.stderr).toBe(0);
  expect(clean.stdout).toMatch(/OK: \d+ events in \d+ streams, every hash chain intact\./);

  await withOwner(async (owner) => {
    await owner.query('SET session_replication_role = replica');
    await owner.query(
      `UPDATE es_events SET data = '{"from": "submitted", "to": "closed"}'
        WHERE stream_id = 'incident-0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21' AND stream_version = 2`,
    );
  });

  const tampered = runVerify();
  expect(tampered.status).toBe(1);
  expect(tampered.stdout).toContain(
    'TAMPERED: stream incident-0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21 version 2',
  );
  expect(tampered.stdout).toContain('its content does not match its hash');
});
