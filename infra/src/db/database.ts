import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import type { DatabaseProcessHealth } from './embedded-supervisor.ts';
import { migrate } from './migrate.ts';
import { ensureAppRole } from './app-role.ts';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';

export type Database = {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
  /** The embedded server's process, which this process supervises; absent for DATABASE_URL. */
  process?: () => DatabaseProcessHealth;
};

const runtimeFile = (dataDir: string) => path.resolve(dataDir, 'database-url');

/**
 * DATABASE_URL when given; otherwise the embedded server under DATA_DIR. The URL of a running
 * embedded server is written beside its data (mode 600) so the CLIs (rebuild, audit:verify) can
 * reach the same database while the app runs. Migrations are applied either way.
 */
export const openDatabase = async (options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
  warn?: (message: string) => void;
}): Promise<Database> => {
  if (options.databaseUrl) {
    await migrate(options.databaseUrl);
    return { url: options.databaseUrl, embedded: false, stop: async () => {} };
  }
  await mkdir(options.dataDir, { recursive: true });
  const server = await startEmbeddedPostgres(options.dataDir, options.log, undefined, options.warn);
  await migrate(server.url);
  // Migrations run as the owner; the application runs as a role that cannot rewrite events.
  const appUrl = await ensureAppRole(server.url, path.resolve(options.dataDir));
  await writeFile(runtimeFile(options.dataDir), appUrl, { mode: 0o600 });
  return {
    url: appUrl,
    embedded: true,
    process: server.health,
    stop: async () => {
      await rm(runtimeFile(options.dataDir), { force: true });
      await server.stop();
    },
  };
};

/** For CLIs: the running app's database, or a database of their own when none runs. */
export const connectToAppDatabase = async (options: { databaseUrl: string | undefined; dataDir: string }) => {
  if (options.databaseUrl) return { url: options.databaseUrl, stop: async () => {} };
  const file = runtimeFile(options.dataDir);
  if (existsSync(file)) {
    const url = (await readFile(file, 'utf8')).trim();
    const reachable = await import('pg').then(async ({ default: pg }) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      try {
        await client.connect();
        await client.end();
        return true;
      } catch {
        return false;
      }
    });
    if (reachable) return { url, stop: async () => {} };
  }
  return openDatabase(options);
};
