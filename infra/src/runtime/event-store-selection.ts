import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { ConfigError } from '../config/config.ts';
import type { LogPosition, SubscribableEventStore } from '../event-store/event-store.port.ts';
import { PostgresEventStore } from '../event-store/postgres-event-store.ts';
import { Keyring } from '../personal-data/keyring.ts';
import { masterDataKey } from '../personal-data/master-key.ts';
import { PersonalDataStore, type PersonalDataMap } from '../personal-data/personal-data-store.ts';

export type OpenedEventStore = { store: SubscribableEventStore; close: () => Promise<void> };

/** What an event store is opened with: the PostgreSQL pool (read models, counters) and the wake-up. */
export type EventStoreSurroundings = { pool: pg.Pool; announceAppend: (position: LogPosition) => void };

/** The store with personal data sealed, and the keyring an erasure destroys keys in. */
export type OpenedPersonalStore = OpenedEventStore & { keyring: Keyring };

export type EventStoreOpener = (config: AppConfig, around: EventStoreSurroundings) => OpenedEventStore;

/**
 * The event stores a deployable can run on, by EVENT_STORE value. infra/ knows PostgreSQL only; a
 * deployable that offers KurrentDB passes scale-out/'s list (`eventStores` of @hs/scale-out).
 */
export type EventStoreOpeners = { readonly [name in AppConfig['EVENT_STORE']]?: EventStoreOpener };

/** EVENT_STORE=postgres (default): the log in the same PostgreSQL database as everything else. */
export const openPostgresEventStore: EventStoreOpener = (_config, { pool, announceAppend }) => ({
  store: new PostgresEventStore(pool, undefined, announceAppend),
  close: async () => {},
});

export const postgresOnly: EventStoreOpeners = { postgres: openPostgresEventStore };

/**
 * Opens the store EVENT_STORE names, or says that this program does not include it, with the
 * personal fields of `personalData` sealed per person (infra/src/personal-data/).
 */
export const openEventStore = (
  config: AppConfig,
  openers: EventStoreOpeners,
  around: EventStoreSurroundings & { personalData: PersonalDataMap },
): OpenedPersonalStore => {
  const open = openers[config.EVENT_STORE];
  if (!open) {
    const offered = Object.keys(openers).join(', ');
    throw new ConfigError(
      `Invalid environment:\n  EVENT_STORE: ${config.EVENT_STORE} is not part of this program (it offers ${offered})`,
    );
  }
  const opened = open(config, around);
  const keyring = new Keyring(around.pool, masterDataKey({ key: config.DATA_KEY, dataDir: config.DATA_DIR }));
  return { ...opened, keyring, store: new PersonalDataStore(opened.store, keyring, around.personalData) };
};
