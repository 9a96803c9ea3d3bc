/**
 * `npm run audit:verify`: walks every stream's hash chain and reports OK or the first event whose
 * stored content no longer matches its hash, then recomputes the global chain over the log's order
 * against every checkpoint (a deleted, inserted or reordered event). Exit code 1 when the log was
 * altered. The per-stream result is recorded in the log, so the admin dashboard shows the last check.
 *
 *   --export-checkpoints file.json   records a checkpoint at the log's end and writes all of them, signed
 *   --against file.json              also holds the log against a file exported earlier
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { verifyAuditLog } from '@hs/command-api';
import {
  PostgresEventStore,
  checkpointExportKey,
  checkpointFileOf,
  readCheckpointFile,
  readLogCheckpoints,
  recordDueCheckpoints,
  verifyGlobalChain,
  type LogCheckpoint,
} from '@hs/infra/event-store';
import { connectToAppDatabase, createPool } from '@hs/infra/db';
import { AppConfig, parseConfig } from '@hs/infra/config';

const { values: args } = parseArgs({
  options: { 'export-checkpoints': { type: 'string' }, against: { type: 'string' } },
});
const config = parseConfig(AppConfig);
const database = await connectToAppDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const pool = createPool({
  url: database.url,
  max: 2,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 600_000,
  applicationName: 'audit-verify',
});
const metadata = {
  userId: null,
  userName: 'audit:verify (command line)',
  role: 'system',
  command: 'VerifyAuditLog',
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  clientIp: null,
};

const verifyStreams = async () => {
  const { result } = await verifyAuditLog(new PostgresEventStore(pool), 'cli', metadata, (events) =>
    process.stdout.write(`\rchecked ${events} events`),
  );
  process.stdout.write('\n');
  if (!result.firstBreak) {
    console.log(`OK: ${result.events} events in ${result.streams} streams, every hash chain intact.`);
    return true;
  }
  const b = result.firstBreak;
  console.log(
    `TAMPERED: stream ${b.streamId} version ${b.streamVersion} (event ${b.eventId || 'n/a'}): ${b.reason}.`,
  );
  return false;
};

const verifyOrder = async (exported: LogCheckpoint[] | undefined) => {
  const report = await verifyGlobalChain(pool, { exported });
  const b = report.firstBreak;
  if (b) {
    const where =
      b.source === 'export'
        ? `checkpoint #${b.checkpoint} of ${args.against}`
        : `checkpoint #${b.checkpoint}`;
    console.log(`TAMPERED: global chain, ${where}: ${b.reason}.`);
    return false;
  }
  console.log(
    `OK: global chain over ${report.events} events matches ${report.checkpoints} checkpoints` +
      `${exported ? ` and the ${exported.length} of ${args.against}` : ''}` +
      ` (${report.eventsAfterLastCheckpoint} events after the newest checkpoint).`,
  );
  return true;
};

const exportCheckpoints = async (file: string, key: Buffer) => {
  const client = await pool.connect();
  try {
    await recordDueCheckpoints(client, {
      everyEvents: config.AUDIT_CHECKPOINT_EVERY_EVENTS,
      everyMs: 0,
      now: new Date(),
    });
  } finally {
    client.release();
  }
  const checkpoints = await readLogCheckpoints(pool);
  await writeFile(file, checkpointFileOf(checkpoints, key, new Date()), { mode: 0o600 });
  const newest = checkpoints.at(-1);
  console.log(`Exported ${checkpoints.length} checkpoints (${newest?.events ?? 0} events) to ${file}.`);
};

try {
  const key = await checkpointExportKey({ key: config.AUDIT_EXPORT_KEY, dataDir: config.DATA_DIR });
  const exported = args.against ? readCheckpointFile(await readFile(args.against, 'utf8'), key) : undefined;
  const streamsIntact = await verifyStreams();
  const orderIntact = await verifyOrder(exported);
  if (!streamsIntact || !orderIntact) process.exitCode = 1;
  else if (args['export-checkpoints']) await exportCheckpoints(args['export-checkpoints'], key);
} catch (error) {
  console.log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await database.stop();
}
