/**
 * `npm run audit:verify`: walks every stream's hash chain and reports OK or the first event whose
 * stored content no longer matches its hash. Exit code 1 when the log was altered. The result is
 * recorded in the log, so the admin dashboard's audit section shows the last check.
 */
import { randomUUID } from 'node:crypto';
import { verifyAuditLog } from '@hs/command-api';
import { PostgresEventStore } from '@hs/infra/event-store';
import { connectToAppDatabase, createPool } from '@hs/infra/db';
import { AppConfig, parseConfig } from '@hs/infra/config';

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
try {
  const { result } = await verifyAuditLog(new PostgresEventStore(pool), 'cli', metadata, (events) =>
    process.stdout.write(`\rchecked ${events} events`),
  );
  process.stdout.write('\n');
  if (result.firstBreak) {
    const b = result.firstBreak;
    console.log(
      `TAMPERED: stream ${b.streamId} version ${b.streamVersion} (event ${b.eventId || 'n/a'}): ${b.reason}.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`OK: ${result.events} events in ${result.streams} streams, every hash chain intact.`);
  }
} finally {
  await pool.end();
  await database.stop();
}
