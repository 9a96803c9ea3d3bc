import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { seedDemoData } from '@hs/command-api';
import { PostgresEventStore, type SubscribableEventStore } from '@hs/infra/event-store';
import { Keyring, PersonalDataStore } from '@hs/infra/personal-data';
import { personalData } from '@hs/domain';
import { randomBytes } from 'node:crypto';
import { LogSignals } from '@hs/infra/signals';
import { createPool } from '@hs/infra/db';
import { LoginThrottle, cachedSessionStore } from '@hs/infra/auth';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { systemClock } from '@hs/infra/clock';
import { buildApplication, type Application } from '../../../scripts/app.ts';
import { injectFromOurPages } from './our-pages.ts';
import { createTestDatabase } from './test-database.ts';

export const DEMO_PASSWORD = 'demo-safety-2026';

export type TestApp = Application & {
  url: string;
  /** DATA_DIR of this app (blobs live under it); removed by close(). */
  dataDir: string;
  pool: ReturnType<typeof createPool>;
  /** The store as the app has it: personal data sealed per person. */
  store: SubscribableEventStore;
  /** The people's data keys (a random master key per test app). */
  keyring: Keyring;
  eventCount: () => Promise<number>;
  /** Sets what commands take as now (an ISO instant), or back to the real time with null. */
  setNow: (instant: string | null) => void;
  /** `app.inject` sends our Origin with state changes (our-pages.ts); this one sends what it is given. */
  injectAsIs: Application['app']['inject'];
  /** Signs in through POST /api/login and returns the Cookie header to send. */
  signIn: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/** One master key per test process, so instances on a shared database open each other's data keys. */
const TEST_MASTER_KEY = randomBytes(32);

/**
 * The whole application (both APIs and the projections) on a fresh database with the demo
 * accounts, for `inject` tests.
 */
export const startTestApp = async (
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof buildApplication>[1] & object, 'verifyPassword' | 'mail'> & {
    /** Password checks allowed at once (LoginThrottle's gate). */
    concurrency?: ConstructorParameters<typeof LoginThrottle>[1];
    /** Another app's database, for a second instance on it (a process more, or a restart); kept on close. */
    sharedDatabase?: { url: string };
  } = {},
): Promise<TestApp> => {
  const db = options.sharedDatabase
    ? { url: options.sharedDatabase.url, drop: async () => {} }
    : await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hs-test-data-'));
  const config = parseConfig(AppConfig, {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No automatic training assignments to surprise a test's My Work: tests run passes themselves.
    REQUIREMENT_ASSIGN_INTERVAL_S: '0',
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const pool = createPool({
    url: db.url,
    max: 20,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    applicationName: 'test-app',
  });
  const signals = new LogSignals(db.url, pool);
  await signals.start();
  const keyring = new Keyring(pool, TEST_MASTER_KEY);
  const store = new PersonalDataStore(
    new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p)),
    keyring,
    personalData,
  );
  const database = { url: db.url, embedded: false, stop: async () => {} };
  await seedDemoData(store, DEMO_PASSWORD);
  const sessions = cachedSessionStore(pool, signals);
  const throttle = new LoginThrottle(pool, options.concurrency);
  let fixedNow: Date | null = null;
  const clock = { ...systemClock(config.TIME_ZONE), now: () => fixedNow ?? new Date() };
  const application = await buildApplication(
    { config, logger, database, pool, store, keyring, signals, sessions, throttle },
    { logger: false, clock, verifyPassword: options.verifyPassword, mail: options.mail },
  );
  await application.app.ready();
  const injectAsIs = injectFromOurPages(application.app);
  return {
    ...application,
    injectAsIs,
    url: db.url,
    dataDir: config.DATA_DIR,
    pool,
    store,
    keyring,
    setNow: (instant) => {
      fixedNow = instant === null ? null : new Date(instant);
    },
    eventCount: async () =>
      Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events')).rows[0]!.n),
    signIn: async (username, password = DEMO_PASSWORD) => {
      const response = await application.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'hs_session');
      return `hs_session=${cookie!.value}`;
    },
    close: async () => {
      await application.app.close();
      await signals.stop();
      sessions.close();
      await pool.end();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
