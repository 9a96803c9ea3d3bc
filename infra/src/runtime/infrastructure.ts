import pino, { type Logger } from 'pino';
import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createPool } from '../db/pool.ts';
import { leaveShutdownSignalsToCaller, postgresLogLevel } from '../db/embedded-postgres.ts';
import { LogSignals } from '../signals/log-signals.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import type { SessionStore } from '../auth/session-store.ts';
import { cachedSessionStore } from '../auth/session-store.ts';
import type { SubscribableEventStore } from '../event-store/event-store.port.ts';
import { openEventStore, postgresOnly, type EventStoreOpeners } from './event-store-selection.ts';
import { loggerOptions } from './logger-options.ts';
import type { Keyring } from '../personal-data/keyring.ts';
import type { PersonalDataMap } from '../personal-data/personal-data-store.ts';

export type Infrastructure = {
  config: AppConfig;
  logger: Logger;
  /** Logs go to a terminal as readable lines (logger-options.ts): one line per request then. */
  logsToTerminal: boolean;
  database: Database;
  pool: pg.Pool;
  /** The event store EVENT_STORE names: commands append to it, projections and the relay read it. */
  store: SubscribableEventStore;
  /** The people's data keys: an erasure destroys one (infra/src/personal-data/). */
  keyring: Keyring;
  signals: LogSignals;
  sessions: SessionStore;
  throttle: LoginThrottle;
  close: () => Promise<void>;
};

/**
 * What every deployable needs: the database (external or embedded, migrated), a bounded pool,
 * the event store, and the wake-up signals between appends, projections and consistency waits.
 */
export const startInfrastructure = async (
  config: AppConfig,
  name: string,
  /** The event stores this deployable offers (PostgreSQL only unless it passes more). */
  eventStores: EventStoreOpeners = postgresOnly,
  /** Which event fields are personal (the domain's `personalDataMap`). */
  personalData: PersonalDataMap,
): Promise<Infrastructure> => {
  const logsToTerminal = process.stdout.isTTY === true;
  const logger = pino(loggerOptions(name, config.LOG_LEVEL, logsToTerminal));
  leaveShutdownSignalsToCaller();
  // The embedded server's own lines (a PANIC, a crash recovery) in the app's log, under its name.
  const postgresLog = logger.child({ server: 'postgresql' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log: (line) => postgresLog[postgresLogLevel(line)](line),
    warn: (message) => logger.warn(message),
  });
  const pool = createPool({
    url: database.url,
    max: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    applicationName: name,
    onError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  const signals = new LogSignals(database.url, pool, (message, error) =>
    logger.warn({ err: error }, message),
  );
  await signals.start();
  const opened = openEventStore(config, eventStores, {
    pool,
    announceAppend: (position) => signals.announceAppend(position),
    personalData,
  });
  const sessions = cachedSessionStore(pool, signals);
  const throttle = new LoginThrottle(pool);
  return {
    config,
    sessions,
    throttle,
    logger,
    logsToTerminal,
    database,
    pool,
    store: opened.store,
    keyring: opened.keyring,
    signals,
    close: async () => {
      await opened.close();
      await signals.stop();
      sessions.close();
      await pool.end();
      await database.stop();
    },
  };
};
