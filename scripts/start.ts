/**
 * `npm start`: the whole application in one process tree on one port: embedded PostgreSQL (or
 * DATABASE_URL), migrations, command API, query API, projections and the built frontend.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStartUpData } from '@hs/command-api';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { serveUntilStopped, startInfrastructure } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { buildApplication } from './app.ts';
import { ensureFrontendBuilt } from './frontend-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const main = async () => {
  const config = parseConfig(AppConfig);
  const frontendDist = ensureFrontendBuilt(root, (m) => console.log(m));
  const infra = await startInfrastructure(config, 'hs-app', eventStores, personalData);
  console.log(await createStartUpData(infra.store, config));
  const { app } = await buildApplication(infra, { frontendDist, projectionThread: true });
  const address = await serveUntilStopped(app, infra);
  console.log(`Health & Safety is running at ${address}`);
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
