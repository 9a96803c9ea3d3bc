import type { Kafka } from 'kafkajs';
import type { AppConfig } from '@hs/infra/config';
import type { BusLog, EventBus } from '@hs/infra/event-bus';
import { KafkaConsumer } from './consumer/kafka-consumer.ts';
import { createKafka, parseBrokers } from './kafka-client.ts';
import { EventRelay } from './relay/event-relay.ts';

export type KafkaTopicSettings = {
  topic: string;
  /** Partitions of the topic if the relay or a consumer has to create it. */
  partitions: number;
  groupId: string;
  sessionTimeoutMs?: number;
};

/** The event bus on one Kafka topic: the relay publishes the log to it, a consumer group reads it. */
export const kafkaEventBus = (kafka: Kafka, settings: KafkaTopicSettings): EventBus => ({
  publisher: (options) =>
    new EventRelay({ ...options, kafka, topic: settings.topic, partitions: settings.partitions }),
  consumer: (options) => new KafkaConsumer({ ...options, kafka, ...settings }),
});

/** The bus KAFKA_BROKERS points to, or none when it is unset (everything then runs on the log). */
export const eventBusOf = (config: AppConfig, log: BusLog): EventBus | null =>
  config.KAFKA_BROKERS
    ? kafkaEventBus(createKafka({ brokers: parseBrokers(config.KAFKA_BROKERS), clientId: 'hs', log }), {
        topic: config.KAFKA_TOPIC,
        partitions: config.KAFKA_PARTITIONS,
        groupId: config.KAFKA_GROUP_ID,
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
      })
    : null;
