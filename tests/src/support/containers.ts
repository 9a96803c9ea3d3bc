import { KafkaContainer } from '@testcontainers/kafka';
import { GenericContainer, Wait } from 'testcontainers';

/**
 * Servers for tests from Testcontainers, used where a Docker engine answers and no external URL was
 * given (docs/architecture.md, "Tests").
 */
export const startPostgresContainer = async () => {
  const password = 'test';
  const container = await new GenericContainer('postgres:17-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: password, POSTGRES_DB: 'hs' })
    .withExposedPorts(5432)
    // As the embedded server: room for the tests' pools, and no transaction left open for long.
    .withCommand(['postgres', '-c', 'max_connections=300', '-c', 'idle_in_transaction_session_timeout=60s'])
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  return {
    url: `postgres://postgres:${password}@${container.getHost()}:${container.getMappedPort(5432)}/hs`,
    stop: async () => void (await container.stop()),
  };
};

export const startKafkaContainer = async () => {
  const container = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
  return {
    brokers: `${container.getHost()}:${container.getMappedPort(9093)}`,
    stop: async () => void (await container.stop()),
  };
};

export const startKurrentDbContainer = async () => {
  const container = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:latest')
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_MEM_DB: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => void (await container.stop()),
  };
};
