/**
 * `npm start`: the whole application in one process tree on one port: embedded PostgreSQL (or
 * DATABASE_URL), migrations, command API, query API, projections and the built frontend.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStartUpData } from '@hs/command-api';
import { AppConfig, parseConfig, startInfrastructure } from '@hs/infra';
import { buildApplication } from './app.ts';
import { ensureFrontendBuilt } from './frontend-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const main = async () => {
  const config = parseConfig(AppConfig);
  const frontendDist = ensureFrontendBuilt(root, (m) => console.log(m));
  const infra = await startInfrastructure(config, 'hs-app');
  console.log(await createStartUpData(infra.store, config));
  const { app } = await buildApplication(infra, { frontendDist, projectionThread: true });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Health & Safety is running at ${address}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    infra.logger.info({ signal }, 'shutting down');
    await app.close().catch(() => {});
    await infra.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
