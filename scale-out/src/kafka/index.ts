/** Kafka as the event bus: the client, the message format, the relay and the consumer group. */
export * from './kafka-client.ts';
export * from './event-message.ts';
export * from './relay/event-relay.ts';
export * from './consumer/kafka-consumer.ts';
export * from './consumer/partition-batch.ts';
export * from './kafka-event-bus.ts';
