import { randomBytes } from 'node:crypto';
import { Keyring } from '@hs/infra/personal-data';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore } from '@hs/infra/event-store';
import { LogSignals } from '@hs/infra/signals';
import { createPool, migrate, startEmbeddedPostgres, type EmbeddedDatabase } from '@hs/infra/db';
import { LoginThrottle, SessionStore } from '@hs/infra/auth';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { buildApplication, type Application } from '../../../scripts/app.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { DEMO_PASSWORD } from '../support/test-app.ts';
import { seedDemoData } from '@hs/command-api';
import { INJECT_ORIGIN } from '../support/our-pages.ts';

let dir: string;
let server: EmbeddedDatabase;
let application: Application;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-outage-'));
  server = await startEmbeddedPostgres(dir);
  await migrate(server.url);
  const config = parseConfig(AppConfig, {
    DATABASE_URL: server.url,
    DB_CONNECT_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
  });
  const pool = createPool({
    url: server.url,
    max: 5,
    connectTimeoutMs: 1000,
    statementTimeoutMs: 5000,
    applicationName: 'outage',
  });
  const signals = new LogSignals(server.url, pool);
  await signals.start();
  const store = new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p));
  const logger = pino({ level: 'silent' });
  application = await buildApplication(
    {
      config,
      logger,
      pool,
      store,
      keyring: new Keyring(pool, randomBytes(32)),
      signals,
      sessions: new SessionStore(pool),
      throttle: new LoginThrottle(pool),
      database: { url: server.url, embedded: false, stop: async () => {} },
    },
    { logger: false },
  );
  await application.app.ready();
  await seedDemoData(store, DEMO_PASSWORD);
  const login = await application.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'employee', password: DEMO_PASSWORD },
  });
  cookie = `hs_session=${login.cookies[0]!.value}`;
  close = async () => {
    await application.app.close();
    await signals.stop();
    await pool.end();
  };
});

afterAll(async () => {
  await close();
  await server.stop().catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

const report = () =>
  application.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: validReport(),
    headers: { cookie, origin: INJECT_ORIGIN },
  });

it('answers 503 with a problem body during a 5 s database outage under load, and recovers by itself', async () => {
  expect((await report()).statusCode).toBe(201);

  // Steady load from 8 loops until told to stop; every answer is recorded with its duration.
  const answers: { status: number; ms: number; problem: boolean; at: number }[] = [];
  let loading = true;
  const loops = Array.from({ length: 8 }, async () => {
    while (loading) {
      const started = Date.now();
      const response = await report();
      answers.push({
        status: response.statusCode,
        ms: Date.now() - started,
        problem: /problem\+json/.test(String(response.headers['content-type'])),
        at: started,
      });
    }
  });

  await new Promise((r) => setTimeout(r, 1000));
  await server.stop();
  const outageStarted = Date.now();
  await new Promise((r) => setTimeout(r, 1500));
  const ready = await application.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  // Anonymous callers get the status only (details are for administrators).
  expect(ready.json()).toEqual({ ready: false, status: 'unavailable' });
  const list = await application.app.inject({ method: 'GET', url: '/api/incidents', headers: { cookie } });
  expect(list.statusCode).toBe(503);
  await new Promise((r) => setTimeout(r, 5000 - (Date.now() - outageStarted)));
  const restarting = Date.now();
  server = await startEmbeddedPostgres(dir, () => {}, server.port);
  const restarted = Date.now();

  // Recovery without a restart of the application: reports succeed again.
  let recoveredAt: number | null = null;
  while (recoveredAt === null && Date.now() - restarted < 20_000) {
    await new Promise((r) => setTimeout(r, 200));
    const latest = answers.filter((a) => a.at > restarted).at(-1);
    if (latest?.status === 201) recoveredAt = Date.now();
  }
  loading = false;
  await Promise.all(loops);

  // Requests that began in the outage, early enough that their 1 s wait for a connection ended
  // before the server was back.
  const during = answers.filter((a) => a.at > outageStarted + 200 && a.at < restarting - 1100);
  console.log(
    `outage: ${answers.length} answers, ${during.length} during the 5 s outage (${during.filter((a) => a.status === 503).length} were 503),` +
      ` slowest ${Math.max(...answers.map((a) => a.ms))} ms, recovered ${recoveredAt ? recoveredAt - restarted : 'never'} ms after restart`,
  );
  expect(recoveredAt).not.toBeNull();
  expect(answers.every((a) => a.status === 201 || a.status === 503)).toBe(true);
  expect(during.length).toBeGreaterThan(0);
  expect(during.every((a) => a.status === 503 && a.problem)).toBe(true);
  // No request hangs longer than the connect timeout (1 s here) plus a margin.
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3000);
  expect((await application.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});
