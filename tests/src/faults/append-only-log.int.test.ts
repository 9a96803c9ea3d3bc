import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore } from '@hs/infra/event-store';
import { openDatabase, type Database } from '@hs/infra/db';

let dir: string;
let database: Database;
let client: pg.Client;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-append-only-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.stop();
  await rm(dir, { recursive: true, force: true });
});

it('runs the application as a role that may append events but not rewrite or delete them', async () => {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const store = new PostgresEventStore(pool);
  await store.append('ledger-1', 0, [{ type: 'ThingHappened', data: { n: 1 } }], {
    userId: null,
    userName: null,
    role: null,
    command: 'Test',
    correlationId: 'c',
    causationId: null,
    requestId: null,
    clientIp: null,
  });
  await pool.end();

  const { rows } = await client.query(
    `SELECT current_user AS role, has_table_privilege('es_events', 'INSERT') AS can_insert,
            has_table_privilege('es_events', 'UPDATE') AS can_update, has_table_privilege('es_events', 'DELETE') AS can_delete`,
  );
  expect(rows[0]).toEqual({ role: 'hs_app', can_insert: true, can_update: false, can_delete: false });
  await expect(client.query(`UPDATE es_events SET data = '{"n": 2}'`)).rejects.toMatchObject({
    code: '42501',
  });
  await expect(client.query('DELETE FROM es_events')).rejects.toMatchObject({ code: '42501' });
  await expect(client.query('TRUNCATE es_events')).rejects.toMatchObject({ code: '42501' });
  expect((await client.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n).toBe(1);
});
