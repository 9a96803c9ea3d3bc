// The optional scale-out parts (Kafka as the event bus, KurrentDB as the event store), behind the
// EventBus and EventStore interfaces of infra/: the core runs without them.
export * from './event-stores.ts';
export { eventBusOf } from './kafka/kafka-event-bus.ts';
