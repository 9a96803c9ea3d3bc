/**
 * When the app dies without stopping its embedded PostgreSQL (SIGKILL, the OOM killer), the next
 * start on the same data folder must not fail on the server left behind, and must never take over
 * a server that a live app still uses.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@hs/infra/db';
import {
  killTree,
  processesInFolder,
  spawnGroup,
  tsxScript,
  type ProcessGroup,
} from '../support/process-tree.ts';

let dir: string;
const holders: ProcessGroup[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-earlier-'));
});
afterAll(async () => {
  for (const holder of holders) await holder.kill().catch(() => {});
  for (const pid of processesInFolder(dir)) await killTree(pid).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

/** Starts the data folder's server in a process of its own; resolves with its URL once ready. */
const startHolder = async (): Promise<{ holder: ProcessGroup; url: string }> => {
  const holder = spawnGroup(tsxScript('tests/src/support/embedded-postgres-holder.ts', dir), {});
  holders.push(holder);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = /ready (\S+)/.exec(holder.output());
    if (match) return { holder, url: match[1]! };
    if (holder.exited() || Date.now() > deadline) throw new Error(`no server: ${holder.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const count = async (url: string, sql: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
};

it('refuses to start on a folder whose server a live app still uses, naming that app', async () => {
  const { holder, url } = await startHolder();
  try {
    await count(url, 'CREATE TABLE kept AS SELECT 42 AS n');
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(
      `in use by another running app (PID ${holder.pid})`,
    );
    // The running server was left alone and still answers.
    expect(await count(url, 'SELECT n FROM kept')).toBe(42);
  } finally {
    await holder.stop();
  }
});

it('stops the server an app killed with SIGKILL left running, then starts on the same data', async () => {
  const { holder } = await startHolder();
  const orphans = processesInFolder(path.join(dir, 'pg'));
  expect(orphans.length, 'PostgreSQL processes of the holder').toBeGreaterThan(0);
  // Only the app dies; its PostgreSQL (in a session of its own) keeps running, orphaned.
  process.kill(holder.pid, 'SIGKILL');
  await new Promise((r) => holder.child.once('exit', r));
  expect(processesInFolder(path.join(dir, 'pg')).length).toBeGreaterThan(0);

  const warnings: string[] = [];
  const server = await startEmbeddedPostgres(
    dir,
    () => {},
    undefined,
    (m) => warnings.push(m),
  );
  try {
    expect(warnings.join('\n')).toMatch(
      /stopping the PostgreSQL server \(PID \d+\) that an earlier run left running/,
    );
    expect(await count(server.url, 'SELECT n FROM kept')).toBe(42);
  } finally {
    await server.stop();
  }
});
