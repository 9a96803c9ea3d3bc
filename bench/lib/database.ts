import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, startEmbeddedPostgres } from '@hs/infra/db';

export type BenchDatabase = {
  /** URL of the database `name` on the bench's server (created on first use). */
  urlOf: (name: string) => string;
  create: (name: string, options?: { migrated?: boolean }) => Promise<string>;
  /** Drops the databases of finished scenarios, so their upkeep (autovacuum, checkpoints) is over. */
  drop: (...names: string[]) => Promise<void>;
  version: string;
  stop: () => Promise<void>;
};

/**
 * The bench's own embedded PostgreSQL (the same package and settings as `npm start`) in a temporary
 * folder. Every subject gets a database of its own on this one server, so they share the hardware
 * and the configuration but never each other's tables or projections.
 */
export const startBenchDatabase = async (): Promise<BenchDatabase> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-bench-pg-'));
  const server = await startEmbeddedPostgres(dir);
  const urlOf = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  // Databases are created and dropped from the maintenance database: the server's URL names `hs`,
  // which the bench drops too.
  const maintenance = <T>(work: (client: pg.Client) => Promise<T>) => withClient(urlOf('postgres'), work);
  const { rows } = await maintenance((c) =>
    c.query<{ v: string }>("SELECT current_setting('server_version') AS v"),
  );
  return {
    urlOf,
    version: rows[0]?.v ?? 'unknown',
    create: async (name, { migrated = true } = {}) => {
      await maintenance(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${name}`);
      });
      if (migrated) await migrate(urlOf(name));
      return urlOf(name);
    },
    drop: (...names) =>
      maintenance(async (c) => {
        for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.query('CHECKPOINT');
      }),
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** Runs `work` with one client of `url`, closed afterwards. */
export const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, statement_timeout: 600_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * Leaves a database as a load phase should find it, as pgbench does before each run: every table
 * vacuumed and analysed, so autovacuum of the last phase's rows does not run during this one, and a
 * checkpoint, so each phase starts at the same point of the checkpoint cycle. Without it, a phase's
 * p99 depended on the phase before it (docs/performance.md).
 */
export const settleDatabase = (url: string) =>
  withClient(url, async (client) => {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
  });
