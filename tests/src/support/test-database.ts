import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { PostgresEventStore, type EventMetadata } from '@hs/infra/event-store';
import { createPool, migrate } from '@hs/infra/db';
import { LogSignals } from '@hs/infra/signals';

/** The server of this worker (VITEST_POOL_ID counts workers from 1): see database.global-setup.ts. */
const adminDatabaseUrl = () => {
  const urls = inject('adminDatabaseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
};

/** A fresh, migrated database of its own for one test file (up to `migrateTo` if given); dropped by `drop()`. */
export const createTestDatabase = async (
  migrateTo?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const adminUrl = adminDatabaseUrl();
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), migrateTo);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

/** A pool on a test database, with the connect and statement timeouts the integration tests use. */
export const createTestPool = (url: string, max: number): pg.Pool =>
  createPool({ url, max, connectTimeoutMs: 5000, statementTimeoutMs: 30_000, applicationName: 'test' });

/** Started log signals on `url`, and a store on `pool` that announces every append through them. */
export const startSignalledStore = async (url: string, pool: pg.Pool) => {
  const signals = new LogSignals(url, pool);
  await signals.start();
  return { signals, store: new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p)) };
};

/** The metadata of an event a test appends itself: a command with no user, request or client. */
export const testMetadata = (command: string): EventMetadata => ({
  userId: null,
  userName: null,
  role: null,
  command,
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
});
