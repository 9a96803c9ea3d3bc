import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@hs/infra/db';
import { startPostgresContainer } from './containers.ts';
import { dockerEngineAvailable } from './docker.ts';

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL when given (an external server whose
 * role may create databases), else a Testcontainers one where a Docker engine answers, otherwise
 * an embedded one in a temporary folder. Each test file
 * then creates a database of its own (tests/src/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  if (await dockerEngineAvailable()) {
    const container = await startPostgresContainer();
    project.provide('adminDatabaseUrl', container.url);
    return container.stop;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-test-pg-'));
  const server = await startEmbeddedPostgres(dir);
  project.provide('adminDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
