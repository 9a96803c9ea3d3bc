/** The Kafka option's plumbing: the client and the message format (the relay and consumer are in projections/). */
export * from './kafka-client.ts';
export * from './event-message.ts';
