/**
 * The projection worker alone (scale-out): `npm run start -w @hs/projections`. Several workers
 * may run; per projection only one writes at a time (advisory lock), the others stand by.
 */
import { createHttpServer, registerHealthRoutes } from '@hs/infra/http';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { startInfrastructure } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { startProjections } from './start-projections.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'projections', eventStores, personalData);
const projections = startProjections({
  url: infra.database.url,
  store: infra.store,
  signals: infra.signals,
  log: infra.logger,
  config,
});
const app = await createHttpServer({ logger: infra.logger });
registerHealthRoutes(app, infra.pool, {
  projectionStatuses: projections.statuses,
  maxLagSeconds: config.READY_MAX_LAG_S,
  databaseProcess: infra.database.process,
});
await app.listen({ port: config.PORT, host: config.HOST });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(projections.stop)
        .then(infra.close)
        .finally(() => process.exit(0)),
  );
}
