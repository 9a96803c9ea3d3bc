import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startAppServer } from '../lib/app-server.ts';
import { withoutSecondaryIndexes } from '../lib/copy-events.ts';
import { copyMixedLog } from '../lib/copy-mixed-log.ts';
import type { BenchDatabase } from '../lib/database.ts';
import { repoRoot } from '../lib/processes.ts';
import { waitForProjections } from '../lib/projections.ts';
import { reported, type BenchResult } from '../lib/results.ts';
import { quick, settings } from '../lib/settings.ts';

type CliRun = {
  events: number;
  seconds: number;
  matched: boolean;
  wallSeconds: number;
  phases: { pass: number; waitingForLog: number; indexes: number; switchIn: number };
  models: { name: string; handled: number; seconds: number }[];
};

/** The figures the CLI prints: its total, its phases, and each model's own time. */
const parseCliOutput = (output: string) => {
  const whole = /^(\d+) read models: (\d+) log events in ([\d.]+) s/m.exec(output);
  const phases =
    /^Phases: one pass over the log ([\d.]+) s \(([\d.]+) s of it waiting for the log\), indexes ([\d.]+) s, comparison with the live models and switch-in ([\d.]+) s/m.exec(
      output,
    );
  if (!whole || !phases) return null;
  const models = [...output.matchAll(/^([\w-]+): (\d+) events handled in ([\d.]+) s of its own/gm)].map(
    (m) => ({ name: m[1]!, handled: Number(m[2]), seconds: Number(m[3]) }),
  );
  return {
    events: Number(whole[2]),
    seconds: Number(whole[3]),
    phases: {
      pass: Number(phases[1]),
      waitingForLog: Number(phases[2]),
      indexes: Number(phases[3]),
      switchIn: Number(phases[4]),
    },
    models,
  };
};

/** `npm run projections:rebuild` (its script, run directly) against the bench database, output shown. */
const runRebuildCli = (databaseUrl: string): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    // Node's flags as `npm run projections:rebuild` gives them (package.json).
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=64', '--import', 'tsx', 'projections/src/rebuild.cli.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const show = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) console.log(`  [rebuild] ${line.trim()}`);
    };
    child.stdout.on('data', show);
    child.stderr.on('data', show);
    child.once('error', reject);
    child.once('exit', (code) => {
      const parsed = parseCliOutput(output);
      // Exit 1 with a printed difference means the rebuild ran but did not equal the live model.
      if (!parsed || (code !== 0 && !/differed from the rebuild/.test(output))) {
        reject(new Error(`the rebuild CLI exited with ${code}:\n${output}`));
        return;
      }
      resolve({ ...parsed, matched: code === 0, wallSeconds: (performance.now() - started) / 1000 });
    });
  });

const mixOf = (counts: Map<string, number>, total: number) => {
  const share = (match: (type: string) => boolean) =>
    [...counts].filter(([type]) => match(type)).reduce((sum, [, n]) => sum + n, 0) / total;
  const percent = (x: number) => `${Math.round(x * 100)}%`;
  return [
    `incidents ${percent(share((t) => t.startsWith('Incident')))}`,
    `signatures ${percent(share((t) => t === 'DocumentSigned'))}`,
    `training ${percent(share((t) => t.startsWith('Training') && t !== 'TrainingAssigned'))}`,
    `employees ${percent(share((t) => t.startsWith('Employee') && t !== 'EmployeeFileRequired'))}`,
    `work ${percent(share((t) => /^(Task|TrainingAssigned|DocumentAssigned|EmployeeFileRequired)/.test(t)))}`,
    `documents ${percent(share((t) => t.startsWith('Document') && !/Signed|Assigned/.test(t)))}`,
    `audit ${percent(share((t) => t === 'AuditChainVerified'))}`,
  ].join(', ');
};

/** A fresh database holding about `events` events of the mixed log, loaded with COPY. */
const loadMixedLog = async (client: pg.Client, events: number) => {
  const t0 = performance.now();
  let shown = 0;
  // A fresh database: its log's secondary indexes are built once after the load.
  const counts = await withoutSecondaryIndexes(client, 'es_events', () =>
    copyMixedLog(client, events, (done) => {
      if (done - shown >= events / 5 || done >= events) {
        console.log(`  COPY: ${done} events loaded`);
        shown = done;
      }
    }),
  );
  const copySeconds = (performance.now() - t0) / 1000;
  await client.query('VACUUM ANALYZE es_events');
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { total, copySeconds, mix: mixOf(counts, total) };
};

const eventsLabel = (n: number) => n.toLocaleString('en-US');

/** The running app's projections take the whole log from empty read models: bounded, and generous. */
const catchUpTimeoutMs = quick ? 300_000 : 3_600_000;

/**
 * The live read models as production has them: the application (`bench/server.ts`, as `npm start`
 * composes it) starts on the loaded log, and its projections build them from empty. Then
 * `npm run projections:rebuild` runs against that database while the app keeps running, and its
 * comparison proves each rebuilt model equal to the live one before switching it in.
 */
const liveThenRebuild = async (db: BenchDatabase, name: string, events: number) => {
  const url = await db.create(name);
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  try {
    const log = await loadMixedLog(client, events);
    console.log(`  the log: ${log.total} events, ${log.mix}`);
    const t0 = performance.now();
    const app = await startAppServer(url, undefined);
    try {
      await waitForProjections(client, catchUpTimeoutMs);
      const liveSeconds = (performance.now() - t0) / 1000;
      console.log(`  the running app's projections read the whole log in ${liveSeconds.toFixed(1)} s`);
      return { log, liveSeconds, cli: await runRebuildCli(url) };
    } finally {
      await app.stop();
    }
  } finally {
    await client.end();
    await db.drop(name);
  }
};

/**
 * Scenario 7: `npm run projections:rebuild` on a mixed log of about `settings.rebuildEvents`
 * events, comparison with the live read models included, as an operator runs it.
 */
export const scenarioRebuild = async (db: BenchDatabase): Promise<BenchResult[]> => {
  const s = `7 rebuild from ${eventsLabel(settings.rebuildEvents)} events`;
  const { log, liveSeconds, cli } = await liveThenRebuild(db, 'bench_rebuild', settings.rebuildEvents);
  const rate = cli.events / cli.seconds;
  return [
    {
      scenario: s,
      figure: `npm run projections:rebuild, every read model (${cli.models.length}), comparison included: log events/s`,
      value: rate,
      unit: 'log events/s',
      baseline: null,
      ratio: null,
      goal: '>= 30,000 log events/s',
      met: rate >= 30_000,
      note: `${cli.events} log events / ${cli.seconds} s, the CLI's own count from its start to every model compared and switched in (${cli.wallSeconds.toFixed(1)} s with Node's start); the log: ${log.mix}`,
    },
    {
      scenario: s,
      figure: 'rebuilt read models equal the live ones built by the running projections',
      value: cli.matched ? 1 : 0,
      unit: '1 = yes',
      baseline: null,
      ratio: null,
      goal: 'equal',
      met: cli.matched,
    },
    reported(s, 'the one pass over the log: seconds', cli.phases.pass, 's', {
      note: `${cli.phases.waitingForLog.toFixed(1)} s of it waiting for the log rather than for the models`,
    }),
    reported(s, 'secondary indexes, every model: seconds', cli.phases.indexes, 's'),
    reported(
      s,
      'comparison with the live models and switch-in, every model: seconds',
      cli.phases.switchIn,
      's',
    ),
    ...cli.models.map((m) =>
      reported(s, `${m.name}: its events/s`, m.handled / Math.max(m.seconds, 0.001), 'events/s', {
        note: `${m.handled} of the log's events handled in ${m.seconds.toFixed(1)} s on its own connection (the models work at once), with its comparison and switch-in`,
      }),
    ),
    reported(
      s,
      "the running app's projections from empty to the head: log events/s",
      cli.events / liveSeconds,
      'log events/s',
      {
        note: `${cli.events} log events (the loaded log and the app's start-up data) in ${liveSeconds.toFixed(1)} s from the app's start, each projection on its own runner as in production`,
      },
    ),
    reported(s, 'COPY into the log: events/s', log.total / log.copySeconds, 'events/s', {
      note: 'includes making each event with the domain deciders and its hash in Node, and building the log indexes afterwards',
    }),
  ];
};
