/**
 * Crash mid-load. The real app (`npm start`'s script, embedded PostgreSQL in a
 * data folder of its own) takes 2,000 incident reports over 20 connections; part-way the WHOLE
 * process tree (node and its PostgreSQL) is killed with SIGKILL and the app is started again on the
 * same data folder (the kill: SIGSTOP to the app's process group, which halts it at once, then
 * SIGKILL to the group, every descendant and every PostgreSQL process of the data folder; see
 * support/process-tree.ts). Every report that got a 2xx must be in the event log and in the read model,
 * nothing may appear twice (the client retries unanswered requests with the same Idempotency-Key),
 * and `npm run projections:rebuild` must find every read model equal to its rebuild.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { validReport } from '../support/incident-fixtures.ts';
import {
  processesInFolder,
  removeDataFolder,
  runToEnd,
  signIn,
  startAppTree,
  type AppTree,
} from '../support/process-tree.ts';
import { ourPageHeaders } from '../support/our-pages.ts';

const TOTAL = 2000;
const CONNECTIONS = 20;
const KILL_AFTER_ACKNOWLEDGED = 800;
const REQUEST_TIMEOUT_MS = 30_000;

type Ack = { seq: number; id: string; reportNumber: string; replayed: boolean };

const runId = randomBytes(4).toString('hex');
const marker = (seq: number) => `[crash ${runId} #${seq}]`;
const markerPattern = new RegExp(`\\[crash ${runId} #(\\d+)\\]`);
const reportFor = (seq: number) =>
  // The marker goes in the location: the description is personal data, sealed in the log.
  validReport({ location: `Dock ${marker(seq)}` });

let dataDir = '';
const apps: AppTree[] = [];

afterAll(async () => {
  for (const app of apps) await app.kill().catch(() => {});
  await removeDataFolder(dataDir);
});

/** Sends the reports of `queue` over `connections` parallel loops until the queue is empty or `stop()`. */
const sendReports = async (
  baseUrl: string,
  cookie: string,
  queue: number[],
  results: {
    acked: Map<number, Ack>;
    unanswered: Set<number>;
    refused: { seq: number; status: number; body: string }[];
    sent: Set<number>;
    /** Requests sent and not yet answered, from the client's side. */
    outstanding: number;
    lastAnswerAt: number;
  },
  stop: () => boolean,
) => {
  const loop = async () => {
    while (!stop()) {
      const seq = queue.shift();
      if (seq === undefined) return;
      results.sent.add(seq);
      results.outstanding++;
      try {
        const response = await fetch(`${baseUrl}/api/incidents`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...ourPageHeaders(baseUrl),
            cookie,
            'idempotency-key': `crash-${runId}-${seq}`,
          },
          body: JSON.stringify(reportFor(seq)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        results.lastAnswerAt = performance.now();
        if (response.status >= 200 && response.status < 300) {
          const body = JSON.parse(text) as { id: string; reportNumber: string };
          results.unanswered.delete(seq);
          results.acked.set(seq, {
            seq,
            id: body.id,
            reportNumber: body.reportNumber,
            replayed: response.headers.get('idempotent-replayed') === 'true',
          });
        } else {
          results.refused.push({ seq, status: response.status, body: text.slice(0, 300) });
        }
      } catch {
        // No answer (connection reset or refused by the crash): the client does not know the outcome.
        results.unanswered.add(seq);
      } finally {
        results.outstanding--;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
};

it('keeps every acknowledged report through a SIGKILL of the whole app, once each, and read models equal a rebuild', async () => {
  const started = Date.now();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hs-crash-'));
  const first = await startAppTree(dataDir);
  apps.push(first);
  const firstStartMs = Date.now() - started;
  const cookie = await signIn(first.baseUrl, 'employee');

  // Phase 1: load until ~800 acknowledged, then SIGKILL the whole tree while requests are in flight.
  const results = {
    acked: new Map<number, Ack>(),
    unanswered: new Set<number>(),
    refused: [] as { seq: number; status: number; body: string }[],
    sent: new Set<number>(),
    outstanding: 0,
    lastAnswerAt: 0,
  };
  const queue = Array.from({ length: TOTAL }, (_, i) => i + 1);
  let killing: Promise<void> | null = null;
  let killedAt = 0;
  const loadStarted = Date.now();
  // The kill comes from a 2 ms tick once ~800 are acknowledged, at a moment when this process is
  // keeping up (the tick on time, answers being read) and most loops wait for an answer: so the
  // app holds requests when it dies. (Right after this process was descheduled, the app would
  // have answered everything already and a kill would find it idle.) At the latest 2 s after the mark.
  let armedAt = 0;
  let lastTick = performance.now();
  const killer = setInterval(() => {
    const now = performance.now();
    const lag = now - lastTick - 2;
    lastTick = now;
    if (killing) return;
    if (!armedAt) {
      if (results.acked.size >= KILL_AFTER_ACKNOWLEDGED) armedAt = now;
      return;
    }
    const busy = lag < 3 && now - results.lastAnswerAt < 10 && results.outstanding >= CONNECTIONS / 2;
    if (busy || now - armedAt > 2000) {
      clearInterval(killer);
      killedAt = Date.now();
      killing = first.kill();
    }
  }, 2);
  await sendReports(first.baseUrl, cookie, queue, results, () => killing !== null);
  clearInterval(killer);
  await killing;
  const phase1Ms = killedAt - loadStarted;
  const ackedBeforeCrash = new Map(results.acked);
  const inDoubt = new Set(results.unanswered);
  const sentBeforeCrash = results.sent.size;
  expect(killing, 'the load finished before the kill point').not.toBeNull();
  expect(results.refused, 'refused requests before the crash').toEqual([]);
  expect(inDoubt.size, 'requests in flight when the app was killed').toBeGreaterThan(0);
  // Nothing of the old tree is left: no node process, no postgres of this data folder.
  expect(first.exited() || first.child.exitCode !== null || first.child.signalCode !== null).toBe(true);
  expect(processesInFolder(dataDir)).toEqual([]);

  // Restart on the same data folder (PostgreSQL runs crash recovery).
  const restartStarted = Date.now();
  const second = await startAppTree(dataDir);
  apps.push(second);
  const restartMs = Date.now() - restartStarted;

  // Phase 2: the client retries what got no answer (same Idempotency-Key) and sends the rest.
  const cookie2 = await signIn(second.baseUrl, 'employee');
  const retries = [...inDoubt].sort((a, b) => a - b);
  const phase2Queue = [...retries, ...queue];
  const phase2Started = Date.now();
  await sendReports(second.baseUrl, cookie2, phase2Queue, results, () => false);
  const phase2Ms = Date.now() - phase2Started;
  expect(results.refused, 'refused requests after the restart').toEqual([]);
  expect(results.unanswered.size, 'requests without answer after the restart').toBe(0);
  expect(results.acked.size).toBe(TOTAL);
  const inDoubtCommitted = retries.filter((seq) => results.acked.get(seq)?.replayed).length;

  // The event log, read directly through the URL the app wrote for the CLIs.
  const url = (await readFile(path.join(dataDir, 'database-url'), 'utf8')).trim();
  const db = new pg.Client({ connectionString: url, application_name: 'crash-test' });
  await db.connect();
  try {
    const { rows: events } = await db.query<{
      stream_id: string;
      stream_version: string;
      id: string;
      report_number: string;
      location: string;
    }>(
      `SELECT stream_id, stream_version, data->>'incidentId' AS id, data->>'reportNumber' AS report_number,
                data->>'location' AS location
           FROM es_events WHERE event_type = 'IncidentReported'`,
    );
    const ours = events.filter((e) => markerPattern.test(e.location));
    const bySeq = new Map<number, typeof ours>();
    for (const e of ours) {
      const seq = Number(markerPattern.exec(e.location)![1]);
      bySeq.set(seq, [...(bySeq.get(seq) ?? []), e]);
    }
    const count = <T>(values: T[]) => {
      const seen = new Map<T, number>();
      for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([v]) => v);
    };
    const duplicateSeqs = [...bySeq].filter(([, list]) => list.length > 1).map(([seq]) => seq);
    const duplicateIds = count(events.map((e) => e.id));
    const duplicateNumbers = count(events.map((e) => e.report_number));
    // Through the kill and the restart, a year's numbers run from 1 with no gap.
    const numbersOfYear = events
      .filter((e) => e.report_number.startsWith(`IR-${new Date().getUTCFullYear()}-`))
      .map((e) => Number(e.report_number.slice(8)))
      .sort((a, b) => a - b);
    const firstGap = numbersOfYear.find((n, i) => n !== i + 1) ?? null;
    const { rows: multi } = await db.query<{ stream_id: string; n: string }>(
      `SELECT stream_id, count(*) AS n FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id HAVING count(*) <> 1`,
      [ours.map((e) => e.stream_id)],
    );

    const missingFromLog = [...results.acked.values()].filter((ack) => {
      const found = bySeq.get(ack.seq) ?? [];
      return !found.some((e) => e.id === ack.id && e.report_number === ack.reportNumber);
    });
    const ackedBeforeCrashFound = [...ackedBeforeCrash.values()].filter((ack) =>
      (bySeq.get(ack.seq) ?? []).some((e) => e.id === ack.id && e.report_number === ack.reportNumber),
    ).length;

    // The read model: wait until the projection has applied every report of the run.
    const deadline = Date.now() + 60_000;
    let readModel: { id: string; report_number: string; location: string }[] = [];
    for (;;) {
      ({ rows: readModel } = await db.query(
        `SELECT i.id::text AS id, i.report_number, h.snapshot->>'location' AS location
             FROM incidents i JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
            WHERE h.snapshot->>'location' LIKE $1`,
        [`%[crash ${runId} #%`],
      ));
      if (readModel.length >= TOTAL || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const readModelById = new Map(readModel.map((r) => [r.id, r]));
    const missingFromReadModel = [...results.acked.values()].filter(
      (ack) => readModelById.get(ack.id)?.report_number !== ack.reportNumber,
    );

    // And through the API: every report acknowledged before the crash, by id.
    const apiMismatches: string[] = [];
    const toCheck = [...ackedBeforeCrash.values()];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let ack = toCheck.shift(); ack; ack = toCheck.shift()) {
          const response = await fetch(`${second.baseUrl}/api/incidents/${ack.id}`, {
            headers: { cookie: cookie2 },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const body = (await response.json()) as { reportNumber?: string };
          if (response.status !== 200 || body.reportNumber !== ack.reportNumber)
            apiMismatches.push(`${ack.id}: ${response.status} ${body.reportNumber}`);
        }
      }),
    );

    // A rebuild of every projection beside the live tables must equal them.
    const rebuild = await runToEnd(
      ['npm', 'run', '--silent', 'projections:rebuild'],
      { DATA_DIR: dataDir },
      {
        timeoutMs: 300_000,
      },
    );

    const figures = {
      sent: TOTAL,
      sentBeforeCrash,
      acknowledgedBeforeCrash: ackedBeforeCrash.size,
      unansweredAtCrash: inDoubt.size,
      unansweredFoundCommitted: inDoubtCommitted,
      acknowledgedTotal: results.acked.size,
      foundInLogAfterRestart: ours.length,
      acknowledgedBeforeCrashFoundAfterRestart: ackedBeforeCrashFound,
      foundInReadModel: readModel.length,
      duplicates: {
        reports: duplicateSeqs.length,
        ids: duplicateIds.length,
        reportNumbers: duplicateNumbers.length,
        firstReportNumberGap: firstGap,
        streamsWithOtherThanOneEvent: multi.length,
      },
      apiDetailChecked: ackedBeforeCrash.size,
      apiMismatches: apiMismatches.length,
      rebuildExit: rebuild.code,
      timesMs: {
        firstStart: firstStartMs,
        loadUntilKill: phase1Ms,
        restart: restartMs,
        phase2: phase2Ms,
        rebuild: rebuild.ms,
      },
    };
    console.log(`crash mid-load figures: ${JSON.stringify(figures, null, 2)}`);
    console.log(`projections:rebuild output:\n${rebuild.output.trim()}`);

    expect(
      missingFromLog.map((a) => a.seq),
      'acknowledged reports missing from the event log',
    ).toEqual([]);
    expect(ackedBeforeCrashFound).toBe(ackedBeforeCrash.size);
    expect(duplicateSeqs, 'reports stored twice').toEqual([]);
    expect(duplicateIds, 'incident ids used twice').toEqual([]);
    expect(duplicateNumbers, 'report numbers used twice').toEqual([]);
    expect(firstGap, 'the first report number out of sequence').toBeNull();
    expect(multi, 'incident streams with other than one event').toEqual([]);
    expect(ours.length).toBe(TOTAL);
    expect(
      missingFromReadModel.map((a) => a.seq),
      'acknowledged reports missing from the read model',
    ).toEqual([]);
    expect(readModel.length).toBe(TOTAL);
    expect(apiMismatches).toEqual([]);
    expect(rebuild.code, rebuild.output).toBe(0);
    // The one pass read the whole log (one that stopped early would compare only part of it).
    const { rows: total } = await db.query<{ n: string }>('SELECT count(*) AS n FROM es_events');
    expect(rebuild.output).toContain(`${allProjections.length} read models: ${total[0]!.n} log events in `);
    for (const projection of allProjections)
      expect(rebuild.output).toContain(`${projection.name}: the rebuilt read model equals the live one.`);
  } finally {
    await db.end();
  }

  await second.stop();
  expect(processesInFolder(dataDir)).toEqual([]);
});
