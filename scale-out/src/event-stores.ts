import { openPostgresEventStore, type EventStoreOpeners } from '@hs/infra/runtime';
import { openKurrentDbEventStore } from './kurrentdb/open-kurrentdb.ts';

/** Every event store EVENT_STORE may name: what a deployable passes to startInfrastructure. */
export const eventStores: EventStoreOpeners = {
  postgres: openPostgresEventStore,
  kurrentdb: openKurrentDbEventStore,
};
