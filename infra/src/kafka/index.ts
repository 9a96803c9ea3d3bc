/** The Kafka option: the relay from the log and the projection consumer. */
export * from './kafka-client.ts';
export * from './event-message.ts';
export * from './event-relay.ts';
export * from './kafka-projection-consumer.ts';
