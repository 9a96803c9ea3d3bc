import type pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPool } from '@hs/infra/db';
import { createTestDatabase } from '@hs/tests';
import { startKurrentDbContainer } from '../../../tests/src/support/containers.ts';
import { dockerEngineAvailable } from '../../../tests/src/support/docker.ts';
import { eventStoreContract } from '../../../infra/src/event-store/event-store.contract.ts';
import { KurrentDbEventStore } from './kurrentdb-event-store.ts';

// The shared contract suite against KurrentDB: KURRENTDB_URL when given (for example
// kurrentdb://127.0.0.1:2113?tls=false), else a Testcontainers server where a Docker engine runs.
const externalUrl = process.env.KURRENTDB_URL;
const docker = !externalUrl && (await dockerEngineAvailable());
const skipReason =
  externalUrl || docker
    ? null
    : 'no KurrentDB server (set KURRENTDB_URL, or run a Docker engine for Testcontainers): the KurrentDB contract suite is skipped';
if (skipReason) console.log(`[kurrentdb] ${skipReason}`);

describe.skipIf(skipReason !== null)('KurrentDB event store', () => {
  let store: KurrentDbEventStore;
  let stopServer = async () => {};
  // Numbered appends take their numbers in PostgreSQL, as in a deployment.
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    const server = externalUrl ? { url: externalUrl, stop: async () => {} } : await startKurrentDbContainer();
    stopServer = server.stop;
    db = await createTestDatabase();
    pool = createPool({
      url: db.url,
      max: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
      applicationName: 'test',
    });
    store = KurrentDbEventStore.fromConnectionString(server.url, undefined, undefined, pool);
  });
  afterAll(async () => {
    await store?.dispose();
    await pool?.end();
    await db?.drop();
    await stopServer();
  });

  eventStoreContract(
    'KurrentDB',
    () => store,
    () => pool,
  );
});
