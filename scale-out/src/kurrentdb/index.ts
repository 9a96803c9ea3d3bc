/** KurrentDB as the event store, behind the EventStore port of infra/. */
export * from './kurrentdb-event-store.ts';
export * from './open-kurrentdb.ts';
