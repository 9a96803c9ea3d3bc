/**
 * A projection worker started the way `npm run start -w @hs/projections` starts one (the
 * environment's settings, startInfrastructure, startProjections with the relay and, with
 * PROJECTION_SOURCE=kafka, the consumer group), with the Kafka tests' probe read model added.
 * Prints "worker ready" once it has joined its consumer group.
 */
import { AppConfig, parseConfig } from '@hs/infra/config';
import { startInfrastructure } from '@hs/infra/runtime';
import { allProjections, startProjections } from '@hs/projections';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import { probeProjection } from './probe-projection.ts';

const config = parseConfig(AppConfig);
const infra = await startInfrastructure(config, 'test-worker', eventStores, personalData);
const projections = startProjections({
  url: infra.database.url,
  store: infra.store,
  signals: infra.signals,
  log: infra.logger,
  config,
  projections: [...allProjections, probeProjection],
});
await projections.busFed?.started();
console.log('worker ready');
process.once(
  'SIGTERM',
  () =>
    void projections
      .stop()
      .then(infra.close)
      .finally(() => process.exit(0)),
);
