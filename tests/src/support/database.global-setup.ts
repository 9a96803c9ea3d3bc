import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@hs/infra/db';
import { startPostgresContainer } from './containers.ts';
import { dockerEngineAvailable } from './docker.ts';

/**
 * PostgreSQL for the run: TEST_DATABASE_URL when given (an external server whose role may create
 * databases), else a Testcontainers one where a Docker engine answers, otherwise embedded ones in
 * temporary folders. Each test file then creates a database of its own
 * (tests/src/support/test-database.ts).
 *
 * Embedded, each worker that runs files side by side gets a server of its own: a reader holds back
 * events behind any open transaction of its server (the xmin rule of readAll), in every database,
 * so a file's open transaction would stall or reorder reads of the file beside it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrls', [process.env.TEST_DATABASE_URL]);
    return;
  }
  if (await dockerEngineAvailable()) {
    const container = await startPostgresContainer();
    project.provide('adminDatabaseUrls', [container.url]);
    return container.stop;
  }
  // A project with fileParallelism: false resolves to one worker.
  const sideBySide = Number(project.config.maxWorkers ?? project.globalConfig.maxWorkers) || 1;
  console.log(`[database] ${project.name}: ${sideBySide} embedded PostgreSQL server(s), one per worker`);
  const servers = await Promise.all(
    Array.from({ length: sideBySide }, async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-test-pg-'));
      return { dir, server: await startEmbeddedPostgres(dir) };
    }),
  );
  project.provide(
    'adminDatabaseUrls',
    servers.map(({ server }) => server.url),
  );
  return async () => {
    for (const { dir, server } of servers) {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers test databases are made on: the worker's own is VITEST_POOL_ID's (1-based). */
    adminDatabaseUrls: string[];
  }
}
