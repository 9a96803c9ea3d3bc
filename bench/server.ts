/**
 * The bench's server: the whole application exactly as `npm start` composes it (start-up data,
 * both APIs, the projections, the built frontend) plus the baseline routes, on DATABASE_URL. Answers its address
 * to the parent over IPC once listening; stops on SIGTERM.
 */
import { createStartUpData } from '@hs/command-api';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { startInfrastructure } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { buildApplication } from '../scripts/app.ts';
import { baselinePlugin } from './baseline.routes.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'bench-app', eventStores, personalData);
// As scripts/start.ts does: the demo accounts the bench signs in with.
await createStartUpData(infra.store, config);
const { app } = await buildApplication(infra, {
  frontendDist: process.env.FRONTEND_DIST,
  projectionThread: true,
});
await app.register(baselinePlugin, { pool: infra.pool });
const address = await app.listen({ port: config.PORT, host: config.HOST });
process.send?.({ listening: address });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => infra.close())
    .finally(() => process.exit(0));
});
