import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { BusLog } from '@hs/infra/event-bus';

export const parseBrokers = (list: string): string[] =>
  list
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);

/**
 * A kafkajs client whose own log lines go to our logger. kafkajs reports every failed
 * connection as an error while the broker is away; the relay and the consumers retry by
 * themselves and say so, so those lines are warnings here.
 */
export const createKafka = (options: { brokers: readonly string[]; clientId: string; log: BusLog }) =>
  new Kafka({
    clientId: options.clientId,
    brokers: [...options.brokers],
    connectionTimeout: 3000,
    requestTimeout: 30_000,
    retry: { initialRetryTime: 300, maxRetryTime: 5000, retries: 8 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log }: LogEntry) => {
        const { message, ...rest } = log;
        const entry = { kafka: namespace, ...rest };
        if (level === logLevel.INFO) options.log.info(entry, message);
        else options.log.warn(entry, message);
      },
  });

/**
 * Creates the topic if it is missing (partitions as given, kept forever: the topic carries the
 * whole log, so a new consumer group or read model can start from its beginning) and returns
 * how many partitions it has.
 */
export const ensureTopic = async (kafka: Kafka, topic: string, partitions: number): Promise<number> => {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = await admin.listTopics();
    if (!existing.includes(topic)) {
      await admin
        .createTopics({
          waitForLeaders: true,
          topics: [
            { topic, numPartitions: partitions, configEntries: [{ name: 'retention.ms', value: '-1' }] },
          ],
        })
        .catch((error: { type?: string }) => {
          // Another process created it at the same moment.
          if (error?.type !== 'TOPIC_ALREADY_EXISTS') throw error;
        });
    }
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    const count = metadata.topics[0]?.partitions.length ?? 0;
    if (count === 0) throw new Error(`topic ${topic} has no partitions`);
    return count;
  } finally {
    await admin.disconnect();
  }
};
