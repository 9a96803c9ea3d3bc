import { afterAll, beforeAll, describe } from 'vitest';
import { startKurrentDbContainer } from '../../../tests/src/support/containers.ts';
import { dockerEngineAvailable } from '../../../tests/src/support/docker.ts';
import { eventStoreContract } from './event-store.contract.ts';
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

  beforeAll(async () => {
    const server = externalUrl ? { url: externalUrl, stop: async () => {} } : await startKurrentDbContainer();
    stopServer = server.stop;
    store = KurrentDbEventStore.fromConnectionString(server.url);
  });
  afterAll(async () => {
    await store?.dispose();
    await stopServer();
  });

  eventStoreContract('KurrentDB', () => store);
});
