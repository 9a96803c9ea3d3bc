import { ConfigError } from '@hs/infra/config';
import type { EventStoreOpener } from '@hs/infra/runtime';
import { KurrentDbEventStore } from './kurrentdb-event-store.ts';

/**
 * EVENT_STORE=kurrentdb: appends to and reads from KurrentDB at KURRENTDB_URL; read models,
 * checkpoints, sessions and the number counters stay in PostgreSQL (the pool).
 */
export const openKurrentDbEventStore: EventStoreOpener = (config, { pool, announceAppend }) => {
  if (!config.KURRENTDB_URL)
    throw new ConfigError('Invalid environment:\n  KURRENTDB_URL: needed for EVENT_STORE=kurrentdb');
  const store = KurrentDbEventStore.fromConnectionString(
    config.KURRENTDB_URL,
    undefined,
    announceAppend,
    pool,
  );
  return { store, close: () => store.dispose() };
};
