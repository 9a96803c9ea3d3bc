import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandApi, mapCommandError, uploadLimitsOf } from '@hs/command-api';
import { createHttpServer } from '@hs/infra/http';
import { LoginThrottle, SessionStore } from '@hs/infra/auth';
import { blobStoreFor } from '@hs/infra/blobs';
import { AppConfig, parseConfig } from '@hs/infra/config';
import { systemClock } from '@hs/infra/clock';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const PROXY = '10.20.0.5';
const CLIENT = '203.0.113.9';
const FORGED = '6.6.6.6';

/** The command API as a server started with this TRUST_PROXY would run it, on the test database. */
const commandApiTrusting = async (trustProxy: string | undefined): Promise<FastifyInstance> => {
  const config = parseConfig(AppConfig, { TRUST_PROXY: trustProxy, DATA_DIR: t.dataDir });
  const sessions = new SessionStore(t.pool);
  const app = await createHttpServer({
    logger: false,
    mapError: mapCommandError,
    sessions,
    trustProxy: config.TRUST_PROXY,
  });
  await app.register(commandApi, {
    store: t.store,
    keyring: t.keyring,
    pool: t.pool,
    sessions,
    throttle: new LoginThrottle(t.pool),
    blobs: blobStoreFor(config),
    clock: systemClock(config.TIME_ZONE),
    uploadLimits: uploadLimitsOf(config),
  });
  await app.ready();
  return app;
};

let attempt = 0;
/** A failed sign-in from `peer` with this X-Forwarded-For; answers the address the server recorded. */
const recordedAddress = async (app: FastifyInstance, peer: string, forwardedFor: string) => {
  const username = `proxy-probe-${attempt++}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'wrong-password' },
  });
  expect(response.statusCode).toBe(401);
  const { rows } = await t.pool.query<{ audit: string; data: string }>(
    `SELECT metadata->>'clientIp' AS audit, data->>'ip' AS data FROM es_events
      WHERE event_type = 'UserSignInFailed' AND data->>'username' = $1`,
    [username],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.data).toBe(rows[0]!.audit);
  return rows[0]!.audit;
};
const throttledAddresses = async (...addresses: string[]) =>
  (
    await t.pool.query<{ key: string }>(`SELECT key FROM login_attempts WHERE key = ANY($1) ORDER BY key`, [
      addresses.map((a) => `ip:${a}`),
    ])
  ).rows.map((r) => r.key.slice(3));

/** A state-changing request that names the site in Host and another in X-Forwarded-Host. */
const logoutFrom = (app: FastifyInstance, peer: string, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/logout',
    remoteAddress: peer,
    headers: { host: 'hs.example', 'x-forwarded-host': 'attacker.example', origin },
  });

const expectOriginCheckUsesHost = async (app: FastifyInstance, peer: string) => {
  expect((await logoutFrom(app, peer, 'http://attacker.example')).statusCode).toBe(403);
  expect((await logoutFrom(app, peer, 'http://hs.example')).statusCode).toBe(204);
};

describe('TRUST_PROXY unset: no proxy is trusted', () => {
  it('records the peer address whatever X-Forwarded-For says, in the audit trail and the throttle', async () => {
    const app = await commandApiTrusting(undefined);
    await t.pool.query('DELETE FROM login_attempts');
    expect(await recordedAddress(app, PROXY, `${FORGED}, ${CLIENT}`)).toBe(PROXY);
    expect(await throttledAddresses(PROXY, CLIENT, FORGED)).toEqual([PROXY]);
    await expectOriginCheckUsesHost(app, PROXY);
    await app.close();
  });
});

describe('TRUST_PROXY=1: one hop in front is trusted', () => {
  it('takes the address the proxy appended, not the ones the client put before it', async () => {
    const app = await commandApiTrusting('1');
    await t.pool.query('DELETE FROM login_attempts');
    expect(await recordedAddress(app, PROXY, `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await throttledAddresses(PROXY, CLIENT, FORGED)).toEqual([CLIENT]);
    await expectOriginCheckUsesHost(app, PROXY);
    await app.close();
  });
});

describe('TRUST_PROXY=<networks>: only those peers are trusted', () => {
  it('takes the client address from a trusted proxy and ignores the header from anyone else', async () => {
    const app = await commandApiTrusting('10.20.0.0/24, 192.0.2.1');
    await t.pool.query('DELETE FROM login_attempts');
    expect(await recordedAddress(app, PROXY, `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await throttledAddresses(PROXY, CLIENT, FORGED)).toEqual([CLIENT]);

    const outsider = '198.51.100.7';
    expect(await recordedAddress(app, outsider, FORGED)).toBe(outsider);
    expect(await throttledAddresses(outsider, FORGED)).toEqual([outsider]);
    await expectOriginCheckUsesHost(app, PROXY);
    await expectOriginCheckUsesHost(app, outsider);
    await app.close();
  });

  it('takes https from a trusted proxy for the Secure cookie flag, and not from anyone else', async () => {
    const app = await commandApiTrusting('10.20.0.0/24');
    const signIn = (peer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: peer,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'officer', password: 'demo-safety-2026' },
      });
    expect((await signIn(PROXY)).cookies[0]).toMatchObject({ name: 'hs_session', secure: true });
    expect((await signIn('198.51.100.8')).cookies[0]?.secure).toBeUndefined();
    await app.close();
  });
});
