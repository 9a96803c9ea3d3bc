import pino, { type Logger } from 'pino';
import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createPool } from '../db/pool.ts';
import { leaveShutdownSignalsToCaller } from '../db/embedded-postgres.ts';
import { PostgresEventStore } from '../event-store/postgres-event-store.ts';
import { LogSignals } from '../signals/log-signals.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import type { SessionStore } from '../auth/session-store.ts';
import { cachedSessionStore } from '../auth/session-store.ts';
import type { EventStore, ReadLog } from '../event-store/event-store.port.ts';
import { selectEventStore } from './event-store-selection.ts';
import { loggerOptions } from './logger-options.ts';

export type Infrastructure = {
  config: AppConfig;
  logger: Logger;
  /** Logs go to a terminal as readable lines (logger-options.ts): one line per request then. */
  logsToTerminal: boolean;
  database: Database;
  pool: pg.Pool;
  store: PostgresEventStore;
  /** The store commands append to: `store` unless EVENT_STORE=kurrentdb. */
  eventStore: EventStore;
  /** The ordered log for projections and the Kafka relay, from the selected store. */
  readLog: ReadLog;
  signals: LogSignals;
  sessions: SessionStore;
  throttle: LoginThrottle;
  close: () => Promise<void>;
};

/**
 * What every deployable needs: the database (external or embedded, migrated), a bounded pool,
 * the event store, and the wake-up signals between appends, projections and consistency waits.
 */
export const startInfrastructure = async (config: AppConfig, name: string): Promise<Infrastructure> => {
  const logsToTerminal = process.stdout.isTTY === true;
  const logger = pino(loggerOptions(name, config.LOG_LEVEL, logsToTerminal));
  leaveShutdownSignalsToCaller();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log: (message) => logger.debug({ postgres: message.trim() }),
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
  const store = new PostgresEventStore(pool, undefined, (position) => signals.announceAppend(position));
  const selected = selectEventStore(config, store, (position) => signals.announceAppend(position), pool);
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
    store,
    eventStore: selected.eventStore,
    readLog: selected.readLog,
    signals,
    close: async () => {
      await selected.close();
      await signals.stop();
      sessions.close();
      await pool.end();
      await database.stop();
    },
  };
};
