import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore, type LogPosition, type StoredEvent } from '@hs/infra/event-store';
import {
  applyNextBatch,
  ensureProjection,
  rebuildProjection,
  type Projection,
} from '@hs/projections/runtime';
import { createTestDatabase, createTestPool } from './test-database.ts';

/** A database of the test file's own, with a pool and one client, made before its tests and dropped after. */
export type TestDatabaseHandle = { readonly url: string; readonly pool: pg.Pool; readonly client: pg.Client };

/** Registers the hooks that make and drop the file's database; read the handle inside tests and hooks only. */
export const useTestDatabase = (poolSize = 2): TestDatabaseHandle => {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let pool: pg.Pool | undefined;
  let client: pg.Client | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createTestPool(db.url, poolSize);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await pool?.end();
    await db?.drop();
  });
  return {
    get url() {
      return db!.url;
    },
    get pool() {
      return pool!;
    },
    get client() {
      return client!;
    },
  };
};

export type ProjectionHarness = TestDatabaseHandle & {
  readonly store: PostgresEventStore;
  /** Every event the seed appended, as the store returned them. */
  readonly stored: readonly StoredEvent[];
  readLog: (c: pg.ClientBase, after: LogPosition, limit: number) => Promise<StoredEvent[]>;
  /** Applies batches of `batchSize` events, one transaction each, until the log is used up. */
  catchUp: () => Promise<void>;
};

/**
 * One projection under test: its tables made on a fresh database, then `seed` appends the file's
 * events (returning them as stored) before the first test.
 */
export const useProjectionDatabase = (
  projection: Projection,
  batchSize: number,
  seed: (store: PostgresEventStore) => Promise<StoredEvent[]>,
): ProjectionHarness => {
  const database = useTestDatabase(5);
  let store: PostgresEventStore | undefined;
  const stored: StoredEvent[] = [];
  const readLog = (c: pg.ClientBase, after: LogPosition, limit: number) =>
    store!.readAllWith(c, after, limit);
  beforeAll(async () => {
    store = new PostgresEventStore(database.pool);
    await ensureProjection(database.client, projection, readLog, () => {});
    stored.push(...(await seed(store)));
  });
  const catchUp = async () => {
    const { client } = database;
    for (;;) {
      await client.query('BEGIN');
      const result = await applyNextBatch(client, projection, projection.name, readLog, batchSize);
      await client.query('COMMIT');
      if (result.count === 0) return;
    }
  };
  return {
    get url() {
      return database.url;
    },
    get pool() {
      return database.pool;
    },
    get client() {
      return database.client;
    },
    get store() {
      return store!;
    },
    stored,
    readLog,
    catchUp,
  };
};

/**
 * The two promises every projection keeps, as tests: replaying the log or meeting its events again
 * out of order (an event bus) leaves `snapshot` unchanged, and a rebuild matches the live tables.
 */
export const itReplaysAndRebuilds = (
  projection: Projection,
  harness: ProjectionHarness,
  snapshot: () => Promise<unknown>,
): void => {
  it('replaying the log, or events arriving again out of order (an event bus), changes nothing', async () => {
    const before = await snapshot();
    await harness.pool.query(`UPDATE es_checkpoints SET tx = '0', gp = 0 WHERE subscription_id = $1`, [
      projection.name,
    ]);
    await harness.catchUp();
    expect(await snapshot()).toEqual(before);
    await harness.client.query('BEGIN');
    await projection.apply(harness.client, [...harness.stored].reverse());
    await harness.client.query('COMMIT');
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds beside the live tables and finds them equal', async () => {
    const result = await rebuildProjection(harness.client, projection, harness.readLog, () => {});
    expect(result.matchedLive).toBe(true);
  });
};
