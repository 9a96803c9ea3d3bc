import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DatabaseProcessHealth } from '../db/embedded-supervisor.ts';
import { registerHealthRoutes } from './health.ts';
import { createHttpServer } from './http-server.ts';

/** /healthz asks nothing of the database itself: a pool that is never used stands in. */
const healthz = async (database?: DatabaseProcessHealth) => {
  const app = await createHttpServer({ logger: false });
  registerHealthRoutes(app, {} as pg.Pool, { databaseProcess: database && (() => database) });
  const answer = await app.inject({ method: 'GET', url: '/healthz' });
  await app.close();
  return { status: answer.statusCode, body: answer.json() };
};

describe('/healthz, for an orchestrator deciding whether to restart the app', () => {
  it('stays 200 while the embedded database runs or is being brought back, and says which', async () => {
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } });
    const restarting = {
      state: 'restarting',
      restarts: 0,
      downSince: '2026-12-02T05:00:00.000Z',
      givenUp: false,
    } as const;
    expect(await healthz(restarting)).toEqual({ status: 200, body: { status: 'ok', database: restarting } });
  });

  it('fails with 503 once the database could not be brought back within the time allowed', async () => {
    const down = {
      state: 'restarting',
      restarts: 3,
      downSince: '2026-12-02T05:00:00.000Z',
      givenUp: true,
    } as const;
    expect(await healthz(down)).toEqual({ status: 503, body: { status: 'failing', database: down } });
  });
});
