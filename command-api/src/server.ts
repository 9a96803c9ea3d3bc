/** The command API alone (scale-out): `npm run start -w @hs/command-api`. */
import {
  AppConfig,
  blobStoreFor,
  createHttpServer,
  parseConfig,
  registerApiDocs,
  registerHealthRoutes,
  startInfrastructure,
  systemClock,
} from '@hs/infra';
import { commandApi } from './command-api.ts';
import { uploadLimitsOf } from './documents/upload-quota.ts';
import { mapCommandError } from './http/error-table.ts';
import { createStartUpData } from './seed/start-up-data.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'command-api');
infra.logger.info(await createStartUpData(infra.store, config));
const app = await createHttpServer({
  logger: infra.logger,
  mapError: mapCommandError,
  sessions: infra.sessions,
  trustProxy: config.TRUST_PROXY,
});
await registerApiDocs(app, 'Health & Safety command API');
registerHealthRoutes(app, infra.pool);
await app.register(commandApi, {
  store: infra.eventStore,
  pool: infra.pool,
  sessions: infra.sessions,
  throttle: infra.throttle,
  blobs: blobStoreFor(config),
  clock: systemClock(config.TIME_ZONE),
  uploadLimits: uploadLimitsOf(config),
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
