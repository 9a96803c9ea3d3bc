/** The query API alone (scale-out): `npm run start -w @hs/query-api`. */
import {
  AppConfig,
  blobStoreFor,
  calendarDate,
  CheckpointTracker,
  createHttpServer,
  parseConfig,
  registerApiDocs,
  registerHealthRoutes,
  safetyContactsOf,
  startInfrastructure,
} from '@hs/infra';
import { queryApi } from './query-api.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'query-api');
const tracker = new CheckpointTracker(infra.pool, infra.signals);
const app = await createHttpServer({
  logger: infra.logger,
  sessions: infra.sessions,
  trustProxy: config.TRUST_PROXY,
});
await registerApiDocs(app, 'Health & Safety query API');
registerHealthRoutes(app, infra.pool);
await app.register(queryApi, {
  pool: infra.pool,
  store: infra.store,
  tracker,
  consistencyWaitMs: config.CONSISTENCY_WAIT_MS,
  today: () => calendarDate(new Date(), config.TIME_ZONE),
  now: () => new Date(),
  site: { ...safetyContactsOf(config), timeZone: config.TIME_ZONE },
  blobs: blobStoreFor(config),
});
await app.listen({ port: config.PORT, host: config.HOST });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(infra.close)
        .finally(() => process.exit(0)),
  );
}
