import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresEventStore, createPool, ensureProjection, rebuildProjection, type ReadLog } from '@hs/infra';
import { allProjections } from '@hs/projections';
import { copyIncidentEvents, withoutSecondaryIndexes } from '../lib/copy-events.ts';
import type { BenchDatabase } from '../lib/database.ts';
import { repoRoot } from '../lib/processes.ts';
import { reported, type BenchResult } from '../lib/results.ts';
import { quick, settings } from '../lib/settings.ts';

/**
 * Every read model rebuilt from the whole log with the rebuild CLI's own function (beside the live
 * tables, then switched in), one after the other as the CLI does, with a progress line every ~10%.
 * The live tables are left empty before, so nothing has to catch them up (the CLI's comparison
 * would first project the whole log a second time into them): the time is the rebuild's alone.
 */
const rebuildAll = async (client: pg.ClientBase, readLog: ReadLog, readAheadWith: pg.Pool, total: number) => {
  const perProjection: { name: string; events: number; seconds: number }[] = [];
  for (const projection of allProjections) {
    await ensureProjection(client, projection, readLog, () => {});
    const t0 = performance.now();
    let shown = 0;
    const result = await rebuildProjection(
      client,
      projection,
      readLog,
      ({ events }) => {
        if (events === shown || (events - shown < total / 10 && events < total)) return;
        shown = events;
        const seconds = (performance.now() - t0) / 1000;
        console.log(
          `  ${projection.name.padEnd(16)} ${events}/${total} events, ${Math.round(events / seconds)} events/s`,
        );
      },
      { compareWithLive: false, readAheadWith },
    );
    perProjection.push({
      name: projection.name,
      events: result.events,
      seconds: (performance.now() - t0) / 1000,
    });
  }
  return perProjection;
};

type CliRun = {
  perProjection: { name: string; events: number; seconds: number }[];
  matched: boolean;
  wallSeconds: number;
};

/** `npm run projections:rebuild` (its script, run directly) against the bench database, output shown. */
const runRebuildCli = (databaseUrl: string): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/rebuild.cli.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
      const perProjection = [...output.matchAll(/^(\S+): (\d+) events in ([\d.]+) s/gm)].map((m) => ({
        name: m[1]!,
        events: Number(m[2]),
        seconds: Number(m[3]),
      }));
      // Exit 1 with a printed difference means the rebuild ran but did not equal the live model.
      if (perProjection.length === 0 || (code !== 0 && !/differed from the rebuild/.test(output))) {
        reject(new Error(`the rebuild CLI exited with ${code}:\n${output}`));
        return;
      }
      resolve({ perProjection, matched: code === 0, wallSeconds: (performance.now() - started) / 1000 });
    });
  });

/** Scenario 7: every read model rebuilt from a log of `settings.rebuildEvents` events loaded with COPY. */
export const scenarioRebuild = async (db: BenchDatabase): Promise<BenchResult[]> => {
  const s = `7 rebuild from ${settings.rebuildEvents.toLocaleString('en-US')} events`;
  const url = await db.create('bench_rebuild');
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  const pool = createPool({
    url,
    max: 2,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 600_000,
    applicationName: 'bench',
  });
  try {
    const t0 = performance.now();
    let shown = 0;
    // A fresh database: its log's secondary indexes are built once after the load.
    await withoutSecondaryIndexes(client, 'es_events', () =>
      copyIncidentEvents(client, settings.rebuildEvents, (done) => {
        if (done - shown >= settings.rebuildEvents / 5 || done === settings.rebuildEvents) {
          console.log(`  COPY: ${done} events loaded`);
          shown = done;
        }
      }),
    );
    const copySeconds = (performance.now() - t0) / 1000;
    await client.query('VACUUM ANALYZE es_events');
    const store = new PostgresEventStore(pool);
    const readLog: ReadLog = (c, after, limit) => store.readAllWith(c, after, limit);
    const rebuilt = await rebuildAll(client, readLog, pool, settings.rebuildEvents);
    const events = rebuilt.reduce((sum, p) => sum + p.events, 0);
    const seconds = rebuilt.reduce((sum, p) => sum + p.seconds, 0);
    const rate = events / seconds;
    const results: BenchResult[] = [
      {
        scenario: s,
        figure: `every read model (${rebuilt.length}), one after another: events/s`,
        value: rate,
        unit: 'events/s',
        baseline: null,
        ratio: null,
        goal: '>= 30,000 events/s',
        met: rate >= 30_000,
        note: `${rebuilt.map((p) => `${p.name} ${Math.round(p.events / p.seconds)}/s`).join(', ')}; all ${rebuilt.length} in ${seconds.toFixed(0)} s (events/s = events projected / seconds, each model reading the whole log)`,
      },
      ...rebuilt.map((p) => reported(s, `${p.name}: events/s`, p.events / p.seconds, 'events/s')),
      reported(s, 'COPY into the log: events/s', settings.rebuildEvents / copySeconds, 'events/s', {
        note: 'includes building each event with the domain decider and its hash in Node, and building the log indexes afterwards',
      }),
    ];
    if (quick) {
      // The CLI itself, with its progress bar and its proof that the rebuild equals the live model
      // (which is now the rebuild above). Too long for the full run: it would rebuild everything again.
      const cli = await runRebuildCli(url);
      results.push({
        scenario: s,
        figure: 'rebuild CLI: rebuilt read models equal the live ones',
        value: cli.matched ? 1 : 0,
        unit: '1 = yes',
        baseline: null,
        ratio: null,
        goal: 'equal',
        met: cli.matched,
        note: `${cli.perProjection.map((p) => `${p.name}: ${p.events} events in ${p.seconds} s`).join('; ')}`,
      });
    }
    return results;
  } finally {
    await client.end();
    await pool.end();
  }
};
