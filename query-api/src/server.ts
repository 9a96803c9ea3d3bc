/** The query API alone (scale-out): `npm run start -w @hs/query-api`. */
import { AppConfig, parseConfig } from '@hs/infra/config';
import { serveUntilStopped, startInfrastructure } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { buildQueryApiApp } from './app.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'query-api', eventStores, personalData);
await serveUntilStopped(await buildQueryApiApp(infra), infra);
