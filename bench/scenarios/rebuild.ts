import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresEventStore, type ReadLog } from '@hs/infra/event-store';
import {
  ensureProjection,
  rebuildProjections,
  type ModelRebuild,
  type RebuildPhases,
} from '@hs/projections/runtime';
import { createPool } from '@hs/infra/db';
import { allProjections } from '@hs/projections';
import { withoutSecondaryIndexes } from '../lib/copy-events.ts';
import { copyMixedLog } from '../lib/copy-mixed-log.ts';
import type { BenchDatabase } from '../lib/database.ts';
import { repoRoot } from '../lib/processes.ts';
import { reported, type BenchResult } from '../lib/results.ts';
import { settings } from '../lib/settings.ts';

/**
 * Every read model rebuilt from the whole log with the rebuild CLI's own function: one pass over
 * the log for all of them (beside the live tables), then each switched in, with a progress line
 * every ~10%. The live tables are left empty before, so nothing has to catch them up (the CLI's
 * comparison would first project the whole log a second time into them): the time is the
 * rebuild's alone, from its start to the last model switched in.
 */
const rebuildAll = async (
  client: pg.ClientBase,
  readLog: ReadLog,
  pools: { readAheadWith: pg.Pool; applyWith: pg.Pool },
  total: number,
) => {
  for (const projection of allProjections) await ensureProjection(client, projection, readLog, () => {});
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let shown = 0;
  const phases: RebuildPhases = { pass: 0, waitingForLog: 0, indexes: 0, switchIn: 0 };
  const models = await rebuildProjections(
    client,
    allProjections,
    readLog,
    ({ events }) => {
      if (events === shown || (events - shown < total / 10 && events < total)) return;
      shown = events;
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `  all models: ${events}/${total} log events, ${Math.round(events / seconds)} log events/s`,
      );
    },
    { compareWithLive: false, phases, ...pools },
  );
  const cpu = process.cpuUsage(cpu0);
  return {
    models,
    phases,
    seconds: (performance.now() - t0) / 1000,
    nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
};

type CliRun = {
  events: number;
  seconds: number;
  matched: boolean;
  wallSeconds: number;
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
      const whole = /^(\d+) read models: (\d+) log events in ([\d.]+) s/m.exec(output);
      // Exit 1 with a printed difference means the rebuild ran but did not equal the live model.
      if (!whole || (code !== 0 && !/differed from the rebuild/.test(output))) {
        reject(new Error(`the rebuild CLI exited with ${code}:\n${output}`));
        return;
      }
      resolve({
        events: Number(whole[2]),
        seconds: Number(whole[3]),
        matched: code === 0,
        wallSeconds: (performance.now() - started) / 1000,
      });
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

const perModel = (s: string, models: readonly ModelRebuild[]) =>
  models.map((m) =>
    reported(s, `${m.name}: its events/s`, m.handled / Math.max(m.applySeconds, 0.001), 'events/s', {
      note: `${m.handled} of the log's events handled in ${m.applySeconds.toFixed(1)} s on its own connection (the models work at once), with its switch-in`,
    }),
  );

type Pools = { readAheadWith: pg.Pool; applyWith: pg.Pool };

/** A pool on the rebuild's database, statements allowed the minutes a 10,000,000-event pass takes. */
const poolOf = (url: string, max: number) =>
  createPool({ url, max, connectTimeoutMs: 10_000, statementTimeoutMs: 600_000, applicationName: 'bench' });

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

/** The whole rebuild of a log of about `events` events on its own database, which is dropped after. */
const rebuildOnce = async <T>(
  db: BenchDatabase,
  name: string,
  events: number,
  after: (url: string, rebuilt: Awaited<ReturnType<typeof rebuildAll>>) => Promise<T>,
) => {
  const url = await db.create(name);
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  const pools: Pools = { readAheadWith: poolOf(url, 2), applyWith: poolOf(url, allProjections.length) };
  try {
    const log = await loadMixedLog(client, events);
    console.log(`  the log: ${log.total} events, ${log.mix}`);
    const store = new PostgresEventStore(pools.readAheadWith);
    const readLog: ReadLog = (c, afterPosition, limit) => store.readAllWith(c, afterPosition, limit);
    const rebuilt = await rebuildAll(client, readLog, pools, log.total);
    return { log, rebuilt, more: await after(url, rebuilt) };
  } finally {
    await client.end();
    await pools.readAheadWith.end();
    await pools.applyWith.end();
    await db.drop(name);
  }
};

const eventsLabel = (n: number) => n.toLocaleString('en-US');

/**
 * Scenario 7: every read model rebuilt from a mixed log of about `settings.rebuildEvents` events
 * (the goal), then proven equal by the CLI; in the full run also from about
 * `settings.largeRebuildEvents`, its time reported (the CLI's comparison would double it).
 */
export const scenarioRebuild = async (db: BenchDatabase): Promise<BenchResult[]> => {
  const s = `7 rebuild from ${eventsLabel(settings.rebuildEvents)} events`;
  const {
    log,
    rebuilt,
    more: cli,
  } = await rebuildOnce(db, 'bench_rebuild', settings.rebuildEvents, (url) =>
    // The CLI itself, with its progress bar and its proof that the rebuild equals the live model
    // (which is now the rebuild above): the same one pass, plus the comparison.
    runRebuildCli(url),
  );
  const { models, phases, seconds } = rebuilt;
  const rate = log.total / seconds;
  const results: BenchResult[] = [
    {
      scenario: s,
      figure: `every read model (${models.length}) rebuilt: log events/s`,
      value: rate,
      unit: 'log events/s',
      baseline: null,
      ratio: null,
      goal: '>= 30,000 log events/s',
      met: rate >= 30_000,
      note: `${log.total} log events / ${seconds.toFixed(1)} s from the start to every model switched in; the log: ${log.mix}`,
    },
    reported(s, 'whole rebuild: seconds', seconds, 's'),
    reported(s, 'the one pass over the log: seconds', phases.pass, 's', {
      note: `${phases.waitingForLog.toFixed(1)} s of it waiting for the log rather than for the models`,
    }),
    reported(s, 'Node CPU per log event: microseconds', (rebuilt.nodeCpuSeconds / log.total) * 1e6, 'µs', {
      note: `${rebuilt.nodeCpuSeconds.toFixed(1)} s of the bench process's CPU over the whole rebuild: on a shared machine it moves less than the time does`,
    }),
    reported(s, 'secondary indexes, every model: seconds', phases.indexes, 's'),
    reported(s, 'switch-in, every model: seconds', phases.switchIn, 's'),
    ...perModel(s, models),
    reported(s, 'COPY into the log: events/s', log.total / log.copySeconds, 'events/s', {
      note: 'includes making each event with the domain deciders and its hash in Node, and building the log indexes afterwards',
    }),
    {
      scenario: s,
      figure: 'rebuild CLI: rebuilt read models equal the live ones',
      value: cli.matched ? 1 : 0,
      unit: '1 = yes',
      baseline: null,
      ratio: null,
      goal: 'equal',
      met: cli.matched,
      note: `the CLI: ${cli.events} log events in ${cli.seconds} s, comparison included; ${cli.wallSeconds.toFixed(1)} s with its start`,
    },
    reported(s, 'rebuild CLI, comparison included: log events/s', cli.events / cli.seconds, 'log events/s'),
  ];
  if (settings.largeRebuildEvents === null) return results;

  const large = `7 rebuild from ${eventsLabel(settings.largeRebuildEvents)} events`;
  // The larger size must not cost the figures of the goal's size when it fails.
  const big = await rebuildOnce(
    db,
    'bench_rebuild_large',
    settings.largeRebuildEvents,
    async () => null,
  ).catch((error: unknown) => error as Error);
  if (big instanceof Error) {
    console.error(`  ERROR in ${large}: ${big.stack ?? big.message}`);
    results.push({
      scenario: large,
      figure: 'error',
      value: null,
      unit: '',
      baseline: null,
      ratio: null,
      goal: 'runs without error',
      met: false,
      note: `error: ${big.message.split('\n')[0]}`,
    });
    return results;
  }
  results.push(
    reported(large, 'whole rebuild: seconds', big.rebuilt.seconds, 's', {
      note: `${big.log.total} log events (${big.log.mix}), from the start to every model switched in`,
    }),
    reported(
      large,
      'every read model rebuilt: log events/s',
      big.log.total / big.rebuilt.seconds,
      'log events/s',
    ),
    reported(large, 'the one pass over the log: seconds', big.rebuilt.phases.pass, 's', {
      note: `${big.rebuilt.phases.waitingForLog.toFixed(1)} s of it waiting for the log rather than for the models`,
    }),
    reported(large, 'COPY into the log: events/s', big.log.total / big.log.copySeconds, 'events/s'),
  );
  return results;
};
