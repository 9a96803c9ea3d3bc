/** The command API alone (scale-out): `npm run start -w @hs/command-api`. */
import { AppConfig, parseConfig } from '@hs/infra/config';
import { serveUntilStopped, startInfrastructure } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { buildCommandApiApp } from './app.ts';
import { createStartUpData } from './seed/start-up-data.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'command-api', eventStores, personalData);
infra.logger.info(await createStartUpData(infra.store, config));
await serveUntilStopped(await buildCommandApiApp(infra), infra);
