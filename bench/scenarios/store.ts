import type { AppendLoadInput, AppendLoadOutput, Subject } from '../load/append-load.ts';
import { withClient, type BenchDatabase } from '../lib/database.ts';
import { runInChild } from '../lib/processes.ts';
import { ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { quick, settings } from '../lib/settings.ts';

type Urls = Record<Subject, string>;

const load = async (
  urls: Urls,
  subject: Subject,
  input: Omit<AppendLoadInput, 'subject' | 'url' | 'seconds' | 'warmupSeconds'>,
) => {
  // A checkpoint now rather than in the middle of the next subject's run keeps the runs comparable.
  await withClient(urls[subject], (c) => c.query('CHECKPOINT'));
  const output = await runInChild<AppendLoadInput, AppendLoadOutput>('load/append-load.ts', {
    ...input,
    subject,
    url: urls[subject],
    seconds: settings.appendSeconds,
    warmupSeconds: settings.appendWarmupSeconds,
  });
  console.log(
    `  ${subject.padEnd(6)} writers=${input.writers} events/append=${input.eventsPerAppend} streams=${input.streams}: ` +
      `${Math.round(output.eventsPerSecond)} events/s, p50 ${output.p50Ms?.toFixed(1)} ms, p99 ${output.p99Ms?.toFixed(1)} ms` +
      (input.streams === 'shared' ? `, ${output.conflicts} conflicts, ${output.integrity?.detail}` : ''),
  );
  return output;
};

export const prepareStoreDatabases = async (db: BenchDatabase): Promise<Urls> => {
  const store = await db.create('bench_store');
  const emmett = await db.create('bench_emmett', { migrated: false });
  return { ours: store, raw: store, emmett };
};

/** Scenario 1: one event per transaction, each writer on its own stream. */
export const scenarioAppendOne = async (urls: Urls): Promise<BenchResult[]> => {
  const results: BenchResult[] = [];
  // The quick run (CI) keeps the two ends; the goals are at 32.
  for (const writers of quick ? [1, 32] : [1, 8, 32]) {
    const runs = {} as Record<Subject, AppendLoadOutput>;
    for (const subject of ['ours', 'emmett', 'raw'] as const) {
      runs[subject] = await load(urls, subject, { writers, eventsPerAppend: 1, streams: 'own' });
    }
    const s = '1 append 1 event/tx';
    const at32 = writers === 32;
    const { ours, emmett, raw } = runs;
    results.push(
      {
        scenario: s,
        figure: `${writers} writers: events/s vs Emmett 0.42`,
        value: ours.eventsPerSecond,
        unit: 'events/s',
        baseline: emmett.eventsPerSecond,
        ratio: ratioOf(ours.eventsPerSecond, emmett.eventsPerSecond),
        goal: at32 ? '>= 3x Emmett' : 'reported (no goal)',
        met: at32 ? (ratioOf(ours.eventsPerSecond, emmett.eventsPerSecond) ?? 0) >= 3 : true,
      },
      {
        scenario: s,
        figure: `${writers} writers: events/s vs raw INSERT`,
        value: ours.eventsPerSecond,
        unit: 'events/s',
        baseline: raw.eventsPerSecond,
        ratio: ratioOf(ours.eventsPerSecond, raw.eventsPerSecond),
        goal: at32 ? '>= 0.5x raw INSERT' : 'reported (no goal)',
        met: at32 ? (ratioOf(ours.eventsPerSecond, raw.eventsPerSecond) ?? 0) >= 0.5 : true,
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
  const runs = {} as Record<Subject, AppendLoadOutput>;
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

/** Scenario 3: eight writers race on one stream with expected versions. */
export const scenarioContention = async (urls: Urls): Promise<BenchResult[]> => {
  const ours = await load(urls, 'ours', { writers: 8, eventsPerAppend: 1, streams: 'shared' });
  const emmett = await load(urls, 'emmett', { writers: 8, eventsPerAppend: 1, streams: 'shared' });
  const s = '3 contention 8 writers 1 stream';
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
