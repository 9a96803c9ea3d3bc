/**
 * The embedded PostgreSQL dies under the running app (`npm start`'s script, its own data folder)
 * while writers send incident reports: first its postmaster is killed with SIGKILL, then, once it
 * runs again, it is stopped with SIGQUIT (what `pg_ctl stop -m immediate` sends). The app must
 * start it again by itself, answer only 503 problem+json meanwhile, keep /healthz honest (200 with
 * the database "restarting", since it comes back well within a minute), turn /readyz 503 and back,
 * and lose no acknowledged report nor make one twice (writers retry with the same Idempotency-Key).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../support/process-tree.ts';
import { postReport } from '../support/report-over-http.ts';
import { databaseUrlOf, startRunningApp, type RunningApp } from '../support/running-app.ts';

const WRITERS = 8;
const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_MS = 3_000;
/** The longest the test waits for the database to come back before it fails. */
const RECOVERY_LIMIT_MS = 45_000;

const runId = randomBytes(4).toString('hex');
let app: RunningApp;
let cookie: string;

beforeAll(async () => {
  app = await startRunningApp({ env: { LOG_LEVEL: 'info', DB_CONNECT_TIMEOUT_MS: '1000' } });
  cookie = await signIn(app.baseUrl, 'employee');
});

afterAll(async () => {
  await app?.stop();
});

const postmasterPid = async (): Promise<number> =>
  Number((await readFile(path.join(app.dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

type Answer = { at: number; status: number | 'no answer'; problem: boolean };
type Ack = { seq: number; id: string; reportNumber: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('starts its killed PostgreSQL again by itself, answers 503 meanwhile and loses no acknowledged report', async () => {
  const answers: Answer[] = [];
  const acks = new Map<number, Ack>();
  const health: { at: number; healthz: number; state?: string; readyz: number }[] = [];
  let next = 0;
  let stop = false;

  const writer = async () => {
    let seq = next++;
    while (!stop) {
      const at = Date.now();
      try {
        const response = await postReport(app.baseUrl, cookie, `pgkill-${runId}-${seq}`, `Kill bay ${seq}`);
        const type = response.headers.get('content-type') ?? '';
        const body = (await response.json()) as { id?: string; reportNumber?: string };
        answers.push({ at, status: response.status, problem: type.startsWith('application/problem+json') });
        if (response.status === 201) {
          acks.set(seq, { seq, id: body.id!, reportNumber: body.reportNumber! });
          seq = next++;
        } else await sleep(100); // the same report again, with the same key
      } catch {
        answers.push({ at, status: 'no answer', problem: false });
      }
    }
  };
  const watch = async () => {
    while (!stop) {
      const [healthz, readyz] = await Promise.all([
        fetch(`${app.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) }),
        fetch(`${app.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) }),
      ]);
      const body = (await healthz.json()) as { database?: { state: string } };
      await readyz.text();
      health.push({
        at: Date.now(),
        healthz: healthz.status,
        state: body.database?.state,
        readyz: readyz.status,
      });
      await sleep(100);
    }
  };

  const running = [...Array.from({ length: WRITERS }, writer), watch()];
  const faults: { signal: NodeJS.Signals; at: number; recoveredMs: number; readyMs: number }[] = [];
  await sleep(LOAD_BEFORE_MS);
  for (const signal of ['SIGKILL', 'SIGQUIT'] as const) {
    const pid = await postmasterPid();
    const at = Date.now();
    process.kill(pid, signal);
    const deadline = at + RECOVERY_LIMIT_MS;
    // Backends already connected may finish a request or two after the kill: recovery is counted
    // from the first moment the app reports its database down.
    let down: number | undefined;
    let recovered: number | undefined;
    let ready: number | undefined;
    while (Date.now() < deadline && (recovered === undefined || ready === undefined)) {
      down ??= health.find((h) => h.at > at && h.state === 'restarting')?.at;
      if (down !== undefined) {
        const since = down;
        recovered ??= answers.find((a) => a.at > since && a.status === 201)?.at;
        ready ??= health.find((h) => h.at > since && h.readyz === 200 && h.state === 'running')?.at;
      }
      await sleep(50);
    }
    faults.push({ signal, at, recoveredMs: (recovered ?? NaN) - at, readyMs: (ready ?? NaN) - at });
    await sleep(LOAD_AFTER_MS);
  }
  stop = true;
  await Promise.all(running);

  // Every acknowledged report is in the log once, and no report was made twice.
  const db = new pg.Client({ connectionString: await databaseUrlOf(app.dataDir) });
  await db.connect();
  const ids = [...acks.values()].map((a) => a.id);
  const { rows } = await db.query<{ stream_id: string; n: number }>(
    `SELECT stream_id, count(*)::int AS n FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
    [ids.map((id) => `incident-${id}`)],
  );
  const made = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es_events WHERE event_type = 'IncidentReported' AND data->>'location' LIKE 'Kill bay %'`,
  );
  await db.end();
  const lost = ids.length - rows.length;

  const summary = faults.map((f) => {
    const until = f.at + (Number.isNaN(f.recoveredMs) ? RECOVERY_LIMIT_MS : f.recoveredMs);
    const during = answers.filter((a) => a.at >= f.at && a.at < until);
    const statuses = during.reduce<Record<string, number>>(
      (n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }),
      {},
    );
    const states = [
      ...new Set(
        health.filter((h) => h.at >= f.at && h.at < until).map((h) => `${h.healthz}/${h.state}/${h.readyz}`),
      ),
    ];
    return { ...f, during, statuses, states };
  });
  console.log(
    `postgres killed: ${answers.length} requests, ${acks.size} acknowledged, ${lost} lost, ${made.rows[0]!.n} reports in the log; ` +
      summary
        .map(
          (s) =>
            `${s.signal}: during the fault ${JSON.stringify(s.statuses)}, healthz/db/readyz seen ${s.states.join(' ')}, ` +
            `first write ${s.recoveredMs} ms and ready ${s.readyMs} ms after the kill`,
        )
        .join('; '),
  );
  const restarted = app.output().match(/PostgreSQL runs again after \d+ ms/g) ?? [];

  for (const s of summary) {
    expect(s.recoveredMs, `${s.signal}: writes work again`).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(s.readyMs, `${s.signal}: ready again`).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(s.during.filter((a) => a.status !== 503 && a.status !== 201)).toEqual([]);
    expect(s.during.filter((a) => a.status === 503).every((a) => a.problem)).toBe(true);
    // Restarted within the minute: the process stays healthy while its database is brought back.
    expect(
      health.filter((h) => h.at >= s.at && h.at < s.at + s.recoveredMs).every((h) => h.healthz === 200),
    ).toBe(true);
  }
  expect(summary.every((s) => s.states.some((x) => x.includes('restarting')))).toBe(true);
  expect(restarted).toHaveLength(2);
  expect(app.output()).toMatch(/"server":"postgresql"/);
  expect(lost).toBe(0);
  expect(rows.every((r) => r.n === 1)).toBe(true);
  expect(new Set([...acks.values()].map((a) => a.reportNumber)).size).toBe(acks.size);
  // Every report the log holds was acknowledged (retries replayed, never made it twice).
  expect(made.rows[0]!.n).toBe(acks.size);
});
