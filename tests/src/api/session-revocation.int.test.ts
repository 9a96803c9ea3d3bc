/**
 * Sessions are cached per process (infra/src/auth/session-cache.ts). Two processes on one database
 * (here: two stores, each with its own pool and LISTEN connection): a sign-out or deactivation in
 * one must end the session in the other too, although the other had it cached.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LogSignals } from '@hs/infra/signals';
import { SessionStore, cachedSessionStore, type SessionUser } from '@hs/infra/auth';
import { createTestDatabase } from '../support/test-database.ts';

type Process = { pool: pg.Pool; signals: LogSignals; sessions: SessionStore };
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: Process[] = [];

const startProcess = async (): Promise<Process> => {
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const signals = new LogSignals(db.url, pool);
  await signals.start();
  const process = { pool, signals, sessions: cachedSessionStore(pool, signals) };
  processes.push(process);
  return process;
};

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const p of processes) {
    p.sessions.close();
    await p.signals.stop();
    await p.pool.end();
  }
  await db.drop();
});

const user = (name: string): SessionUser => ({
  userId: crypto.randomUUID(),
  username: name,
  displayName: name,
  role: 'employee',
});

/** Polls `find` until it answers null; how long that took, or null if it never did within 2 s. */
const msUntilRefused = async (sessions: SessionStore, token: string): Promise<number | null> => {
  const started = performance.now();
  while (performance.now() - started < 2_000) {
    if ((await sessions.find(token)) === null) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
  return null;
};

it('a sign-out in one process ends the session that another process had cached', async () => {
  const [a, b] = [await startProcess(), await startProcess()];
  const lee = user('lee');
  const { token } = await a.sessions.create(lee, { remember: false, ip: null, userAgent: null });
  expect(await b.sessions.find(token)).toEqual(lee);
  // Cached in b now: its database row can go without b asking the database again...
  expect(await b.sessions.find(token)).toEqual(lee);
  await a.sessions.delete(token);
  // ...but the sign-out reaches b, and b refuses the token.
  expect(await msUntilRefused(b.sessions, token)).not.toBeNull();
  expect(await a.sessions.find(token)).toBeNull();
});

it('a deactivation (sessions ended in a transaction) reaches every process, and a role change too', async () => {
  const [a, b] = [await startProcess(), await startProcess()];
  const kim = user('kim');
  const { token } = await a.sessions.create(kim, { remember: true, ip: null, userAgent: null });
  expect((await b.sessions.find(token))?.role).toBe('employee');

  const client = await a.pool.connect();
  try {
    await client.query('BEGIN');
    await SessionStore.changeRoleFor(client, kim.userId, 'supervisor');
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const deadline = performance.now() + 2_000;
  while ((await b.sessions.find(token))?.role !== 'supervisor' && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  expect((await b.sessions.find(token))?.role).toBe('supervisor');

  const other = await a.pool.connect();
  try {
    await other.query('BEGIN');
    await SessionStore.endAllFor(other, kim.userId);
    await other.query('COMMIT');
  } finally {
    other.release();
  }
  expect(await msUntilRefused(b.sessions, token)).not.toBeNull();
});
