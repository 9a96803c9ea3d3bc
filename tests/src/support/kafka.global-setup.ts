import type { TestProject } from 'vitest/node';
import { resolveKafka } from './kafka-broker.ts';

/** One broker for the Kafka test files (tests that stop a broker start their own). */
export default async function setup(project: TestProject) {
  const kafka = await resolveKafka();
  if ('skip' in kafka) {
    console.log(`[kafka] ${kafka.skip}`);
    project.provide('kafkaBrokers', '');
    project.provide('kafkaSkipReason', kafka.skip);
    return;
  }
  console.log(`[kafka] broker ${kafka.brokers} (${kafka.source})`);
  project.provide('kafkaBrokers', kafka.brokers);
  project.provide('kafkaSkipReason', '');
  return kafka.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    kafkaBrokers: string;
    kafkaSkipReason: string;
  }
}
