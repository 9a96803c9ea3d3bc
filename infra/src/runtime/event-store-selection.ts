import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { ConfigError } from '../config/config.ts';
import type { EventStore, LogPosition, ReadLog } from '../event-store/event-store.port.ts';
import { KurrentDbEventStore } from '../event-store/kurrentdb-event-store.ts';
import type { PostgresEventStore } from '../event-store/postgres-event-store.ts';

export type SelectedEventStore = {
  /** Where commands append (EVENT_STORE). */
  eventStore: EventStore;
  /** How projections and the Kafka relay read the log in order from a checkpoint. */
  readLog: ReadLog;
  close: () => Promise<void>;
};

/**
 * EVENT_STORE=postgres (default) keeps everything in one PostgreSQL database. EVENT_STORE=kurrentdb
 * appends to and reads from KurrentDB at KURRENTDB_URL; read models, checkpoints and sessions stay
 * in PostgreSQL.
 */
export const selectEventStore = (
  config: AppConfig,
  postgres: PostgresEventStore,
  announceAppend: (position: LogPosition) => void,
  pool: pg.Pool,
): SelectedEventStore => {
  if (config.EVENT_STORE === 'postgres') {
    return {
      eventStore: postgres,
      readLog: (client, after, limit) => postgres.readAllWith(client, after, limit),
      close: async () => {},
    };
  }
  if (!config.KURRENTDB_URL)
    throw new ConfigError('Invalid environment:\n  KURRENTDB_URL: needed for EVENT_STORE=kurrentdb');
  const kurrent = KurrentDbEventStore.fromConnectionString(
    config.KURRENTDB_URL,
    undefined,
    announceAppend,
    pool,
  );
  return {
    eventStore: kurrent,
    readLog: (client, after, limit) => kurrent.readAllWith(client, after, limit),
    close: () => kurrent.dispose(),
  };
};
