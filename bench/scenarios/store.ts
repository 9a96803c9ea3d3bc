import { randomUUID } from 'node:crypto';
import type { AppendLoadInput, AppendLoadOutput } from '../load/append-load.ts';
import { withClient, type BenchDatabase } from '../lib/database.ts';
import { runInChildren } from '../lib/processes.ts';
import { ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { quick, settings } from '../lib/settings.ts';
import { percentile } from '../lib/stats.ts';
import { checkSharedStream, type Subject } from '../lib/stream-integrity.ts';

type Urls = Record<Subject, string>;

type Measured = {
  appends: number;
  conflicts: number;
  eventsPerSecond: number;
  appendsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** For the shared stream: whether every successful append is stored once and nothing else is. */
  integrity: { anomalies: number; detail: string } | null;
};

/** The writers split over `processes` load processes (each its own store and pool), measured together. */
const load = async (
  urls: Urls,
  subject: Subject,
  input: Pick<AppendLoadInput, 'writers' | 'eventsPerAppend' | 'streams'>,
  processes = 1,
): Promise<Measured> => {
  // A checkpoint now rather than in the middle of the next subject's run keeps the runs comparable.
  await withClient(urls[subject], (c) => c.query('CHECKPOINT'));
  const tag = randomUUID().replaceAll('-', '').slice(0, 12);
  const perProcess = Math.ceil(input.writers / processes);
  const outputs = await runInChildren<AppendLoadInput, AppendLoadOutput>(
    'load/append-load.ts',
    Array.from({ length: processes }, (_, p) => ({
      ...input,
      writers: Math.min(perProcess, input.writers - p * perProcess),
      firstWriter: p * perProcess,
      subject,
      url: urls[subject],
      tag,
      seconds: settings.appendSeconds,
      warmupSeconds: settings.appendWarmupSeconds,
    })),
  );
  const appends = outputs.reduce((sum, o) => sum + o.appends, 0);
  const latencies = outputs.flatMap((o) => o.latenciesMs);
  const output: Measured = {
    appends,
    conflicts: outputs.reduce((sum, o) => sum + o.conflicts, 0),
    eventsPerSecond: (appends * input.eventsPerAppend) / settings.appendSeconds,
    appendsPerSecond: appends / settings.appendSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    integrity:
      input.streams === 'shared' && subject !== 'raw'
        ? await checkSharedStream(
            subject,
            urls[subject],
            tag,
            outputs.flatMap((o) => o.acknowledged),
          )
        : null,
  };
  console.log(
    `  ${subject.padEnd(6)} writers=${input.writers} processes=${processes} events/append=${input.eventsPerAppend} streams=${input.streams}: ` +
      `${Math.round(output.eventsPerSecond)} events/s, p50 ${output.p50Ms?.toFixed(1)} ms, p99 ${output.p99Ms?.toFixed(1)} ms` +
      (output.integrity ? `, ${output.conflicts} conflicts, ${output.integrity.detail}` : ''),
  );
  return output;
};

export const prepareStoreDatabases = async (db: BenchDatabase): Promise<Urls> => {
  const store = await db.create('bench_store');
  const emmett = await db.create('bench_emmett', { migrated: false });
  return { ours: store, raw: store, emmett };
};

/**
 * Scenario 1: one event per append, each writer on its own stream. Emmett and the raw INSERT commit
 * each append in a transaction of its own; our store may put appends that queue up together in one
 * transaction (group commit), each acknowledged only after that COMMIT.
 */
export const scenarioAppendOne = async (urls: Urls): Promise<BenchResult[]> => {
  const results: BenchResult[] = [];
  const s = '1 append, 1 event per append';
  const grouped = '1 event per append (ours may group commits)';
  let oneWriter: Record<Subject, Measured> | null = null;
  // The quick run (CI) keeps the two ends; the goals are at 32.
  for (const writers of quick ? [1, 32] : [1, 8, 32]) {
    const runs = {} as Record<Subject, Measured>;
    for (const subject of ['ours', 'emmett', 'raw'] as const) {
      runs[subject] = await load(urls, subject, { writers, eventsPerAppend: 1, streams: 'own' });
    }
    if (writers === 1) oneWriter = runs;
    const at32 = writers === 32;
    const { ours, emmett, raw } = runs;
    // Grouping commits can trade one writer's latency for throughput: its p99 stands beside the goals.
    const note = oneWriter
      ? `1 writer p99: ours ${oneWriter.ours.p99Ms?.toFixed(2)} ms, Emmett ${oneWriter.emmett.p99Ms?.toFixed(2)} ms, raw INSERT ${oneWriter.raw.p99Ms?.toFixed(2)} ms`
      : undefined;
    results.push(
      {
        scenario: s,
        figure: `${writers} writers, ${grouped}: events/s vs Emmett 0.42`,
        value: ours.eventsPerSecond,
        unit: 'events/s',
        baseline: emmett.eventsPerSecond,
        ratio: ratioOf(ours.eventsPerSecond, emmett.eventsPerSecond),
        goal: at32 ? '>= 3x Emmett' : 'reported (no goal)',
        met: at32 ? (ratioOf(ours.eventsPerSecond, emmett.eventsPerSecond) ?? 0) >= 3 : true,
        ...(at32 && note ? { note } : {}),
      },
      {
        scenario: s,
        figure: `${writers} writers, ${grouped}: events/s vs raw INSERT`,
        value: ours.eventsPerSecond,
        unit: 'events/s',
        baseline: raw.eventsPerSecond,
        ratio: ratioOf(ours.eventsPerSecond, raw.eventsPerSecond),
        goal: at32 ? '>= 0.5x raw INSERT' : 'reported (no goal)',
        met: at32 ? (ratioOf(ours.eventsPerSecond, raw.eventsPerSecond) ?? 0) >= 0.5 : true,
        ...(at32 && note ? { note } : {}),
      },
      reported(s, `${writers} writers: p50 latency (baseline: Emmett)`, ours.p50Ms, 'ms', {
        baseline: emmett.p50Ms,
        ratio: ratioOf(ours.p50Ms, emmett.p50Ms),
        note: `raw INSERT p50 ${raw.p50Ms?.toFixed(2)} ms`,
      }),
      reported(s, `${writers} writers: p99 latency (baseline: Emmett)`, ours.p99Ms, 'ms', {
        baseline: emmett.p99Ms,
        ratio: ratioOf(ours.p99Ms, emmett.p99Ms),
        note: `raw INSERT p99 ${raw.p99Ms?.toFixed(2)} ms`,
      }),
    );
  }
  return results;
};

/** Scenario 2: ten events per transaction at 32 writers. */
export const scenarioAppendTen = async (urls: Urls): Promise<BenchResult[]> => {
  const runs = {} as Record<Subject, Measured>;
  for (const subject of ['ours', 'emmett', 'raw'] as const) {
    runs[subject] = await load(urls, subject, { writers: 32, eventsPerAppend: 10, streams: 'own' });
  }
  const s = '2 append 10 events/tx';
  const { ours, emmett, raw } = runs;
  return [
    {
      scenario: s,
      figure: '32 writers: events/s (baseline: Emmett)',
      value: ours.eventsPerSecond,
      unit: 'events/s',
      baseline: emmett.eventsPerSecond,
      ratio: ratioOf(ours.eventsPerSecond, emmett.eventsPerSecond),
      goal: '>= 25,000 events/s',
      met: ours.eventsPerSecond >= 25_000,
    },
    reported(s, '32 writers: events/s (baseline: raw 10-row INSERT)', ours.eventsPerSecond, 'events/s', {
      baseline: raw.eventsPerSecond,
      ratio: ratioOf(ours.eventsPerSecond, raw.eventsPerSecond),
    }),
    reported(s, '32 writers: p99 latency (baseline: Emmett)', ours.p99Ms, 'ms', {
      baseline: emmett.p99Ms,
      ratio: ratioOf(ours.p99Ms, emmett.p99Ms),
    }),
  ];
};

/** Load processes of scenario 3: the command API runs as several processes in production. */
const CONTENTION_PROCESSES = 2;

/**
 * Scenario 3: eight writers race on one stream with expected versions, four in each of two
 * processes (each its own store and pool) for both stores, so a conflict from the other process is
 * known only from the database.
 */
export const scenarioContention = async (urls: Urls): Promise<BenchResult[]> => {
  const race = { writers: 8, eventsPerAppend: 1, streams: 'shared' } as const;
  const ours = await load(urls, 'ours', race, CONTENTION_PROCESSES);
  const emmett = await load(urls, 'emmett', race, CONTENTION_PROCESSES);
  const s = `3 contention 8 writers in ${CONTENTION_PROCESSES} processes, 1 stream`;
  return [
    {
      scenario: s,
      figure: 'successful appends/s (baseline: Emmett)',
      value: ours.appendsPerSecond,
      unit: 'appends/s',
      baseline: emmett.appendsPerSecond,
      ratio: ratioOf(ours.appendsPerSecond, emmett.appendsPerSecond),
      goal: '>= 2x Emmett',
      met: (ratioOf(ours.appendsPerSecond, emmett.appendsPerSecond) ?? 0) >= 2,
    },
    reported(s, 'conflicts/s (baseline: Emmett)', ours.conflicts / settings.appendSeconds, 'conflicts/s', {
      baseline: emmett.conflicts / settings.appendSeconds,
    }),
    {
      scenario: s,
      figure: 'appends lost, duplicated or stored though refused (baseline: Emmett)',
      value: ours.integrity?.anomalies ?? null,
      unit: 'events',
      baseline: emmett.integrity?.anomalies ?? null,
      ratio: null,
      goal: '0',
      met: ours.integrity?.anomalies === 0,
      note: `ours: ${ours.integrity?.detail}; Emmett: ${emmett.integrity?.detail}`,
    },
  ];
};
