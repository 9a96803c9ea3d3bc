/**
 * `npm run projections:rebuild [name...]`: rebuilds the named projections (all by default) from
 * the whole log beside the live tables, shows progress, proves the result equals the live read
 * model, and switches it in. Works against the running app's database or starts its own.
 */
import { SingleBar, Presets } from 'cli-progress';
import pg from 'pg';
import { personalData } from '@hs/domain';
import { PostgresEventStore } from '@hs/infra/event-store';
import { Keyring, PersonalDataStore, masterDataKey } from '@hs/infra/personal-data';
import { ensureProjection, rebuildProjections, type RebuildPhases } from './runtime/index.ts';
import { connectToAppDatabase, createPool } from '@hs/infra/db';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { allProjections } from './all-projections.ts';

const config = parseConfig(AppConfig);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !allProjections.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? allProjections.filter((p) => wanted.includes(p.name)) : allProjections;

const database = await connectToAppDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const pool = createPool({
  url: database.url,
  max: 4,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 600_000,
  applicationName: 'rebuild',
});
// A connection for each model: they apply each batch of the log at once.
const applyPool = createPool({
  url: database.url,
  max: selected.length,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 600_000,
  applicationName: 'rebuild',
});
// Opened as the app opens it, so the rebuilt rows hold what people read, not sealed values.
const store = new PersonalDataStore(
  new PostgresEventStore(pool),
  new Keyring(pool, masterDataKey({ key: config.DATA_KEY, dataDir: config.DATA_DIR })),
  personalData,
);
const client = new pg.Client({
  connectionString: database.url,
  application_name: 'rebuild',
  statement_timeout: 600_000,
});
await client.connect();
const readLog = (c: pg.ClientBase, after: Parameters<typeof store.readAll>[0], limit: number) =>
  store.readAllWith(c, after, limit);

let failed = false;
try {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM es_events');
  const total = Number(rows[0]?.n ?? 0);
  for (const projection of selected) await ensureProjection(client, projection, readLog, () => {});
  const bar = new SingleBar(
    {
      format: `${selected.length} read models [{bar}] {percentage}% | {value}/{total} log events | {eta}s left`,
      etaBuffer: 20,
      noTTYOutput: true,
      notTTYSchedule: 1000,
    },
    Presets.shades_classic,
  );
  bar.start(Math.max(total, 1), 0);
  const started = Date.now();
  const phases: RebuildPhases = { pass: 0, waitingForLog: 0, indexes: 0, switchIn: 0 };
  // One pass over the log for every selected model, then each is compared and switched in.
  const results = await rebuildProjections(
    client,
    selected,
    readLog,
    ({ events }) => bar.update(Math.min(events, total)),
    { readAheadWith: pool, applyWith: applyPool, phases },
  );
  bar.update(Math.max(total, 1));
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  const events = Math.max(0, ...results.map((r) => r.events));
  console.log(
    `${results.length} read models: ${events} log events in ${seconds.toFixed(1)} s ` +
      `(${Math.round(events / Math.max(seconds, 0.001))} log events/s), all switched in.`,
  );
  // Where the time went: an operator sees whether the log, the indexes or the comparison was slow.
  console.log(
    `Phases: one pass over the log ${phases.pass.toFixed(1)} s (${phases.waitingForLog.toFixed(1)} s of it ` +
      `waiting for the log), indexes ${phases.indexes.toFixed(1)} s, ` +
      `comparison with the live models and switch-in ${phases.switchIn.toFixed(1)} s.`,
  );
  for (const result of results) {
    console.log(
      `${result.name}: ${result.handled} events handled in ${result.applySeconds.toFixed(1)} s of its own.`,
    );
    if (result.matchedLive) console.log(`${result.name}: the rebuilt read model equals the live one.`);
    else {
      failed = true;
      console.log(`${result.name}: the live read model differed from the rebuild (the rebuild is now live):`);
      for (const difference of result.differences) console.log(`  ${difference}`);
    }
  }
} finally {
  await client.end();
  await pool.end();
  await applyPool.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
