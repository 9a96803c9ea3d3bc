// The optional scale-out parts (Kafka fan-out, KurrentDB as the event store), behind the event-bus
// and EventStore interfaces of infra/: the core runs without them.
export {};
