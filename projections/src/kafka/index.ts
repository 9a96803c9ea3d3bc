/** The Kafka option: the relay from the log to a topic and the consumer group that feeds projections. */
export * from './event-relay.ts';
export * from './kafka-projection-consumer.ts';
