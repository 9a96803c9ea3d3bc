import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three kinds of test (docs/architecture.md, "Tests"): pure unit tests beside the code, integration
// tests that need PostgreSQL, and cross-process tests (browser, running server) in tests/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Unit and
    // integration files mostly wait on PostgreSQL, so two at once; browser, Kafka and fault files
    // still run one at a time (fileParallelism: false).
    maxWorkers: 2,
    projects: [
      {
        // The frontend's `@/` alias (frontend/tsconfig.json, frontend/vite.config.ts).
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            '{domain,contracts,infra,read-models,scale-out,command-api,query-api,projections,frontend}/src/**/*.unit.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'int',
          include: [
            '{infra,read-models,scale-out,command-api,query-api,projections,tests}/src/**/*.int.test.ts',
          ],
          globalSetup: ['tests/src/support/database.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Kafka scale-out: a real broker from KAFKA_BROKERS, Testcontainers or
        // infra/kafka/kafka.sh; skipped with the reason printed when none, required in CI.
        test: {
          name: 'kafka',
          include: ['{infra,scale-out,projections,tests}/src/**/*.kafka.test.ts'],
          globalSetup: [
            'tests/src/support/database.global-setup.ts',
            'tests/src/support/kafka.global-setup.ts',
          ],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        // Fault tests of the running system: crash mid-load, projection worker killed mid-batch,
        // soak. They start real process trees and measure time and memory, so they run one file at
        // a time and after every other project (groupOrder), never beside other load.
        test: {
          name: 'faults',
          include: ['tests/src/faults/*.fault.test.ts'],
          globalSetup: ['tests/src/support/database.global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/src/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
