/**
 * A one-pass rebuild of every model from a mixed log made by the domain's deciders must give the
 * very read models the live runner builds batch by batch, model by model.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type LogPosition } from '@hs/infra/event-store';
import {
  applyNextBatch,
  ensureProjection,
  rebuildProjections,
  type Projection,
} from '@hs/projections/runtime';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { MixedLog, type LogRow } from '../support/mixed-log.ts';
import { createTestDatabase, createTestPool } from '../support/test-database.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
const readLog = (c: pg.ClientBase, after: LogPosition, limit: number) => store.readAllWith(c, after, limit);

/** Appends the rows through the store, one append per command (same stream, same metadata). */
const appendAll = async (rows: readonly LogRow[]) => {
  for (let i = 0; i < rows.length;) {
    let end = i + 1;
    while (
      end < rows.length &&
      rows[end]!.streamId === rows[i]!.streamId &&
      rows[end]!.metadata === rows[i]!.metadata
    )
      end += 1;
    const command = rows.slice(i, end);
    await store.append(
      command[0]!.streamId,
      command[0]!.streamVersion - 1,
      command.map((r) => ({ type: r.type, data: r.data })),
      command[0]!.metadata,
    );
    i = end;
  }
};

/**
 * One model at a time, one event per batch, on the live tables: what the handlers' multi-row
 * statements must equal is each event applied on its own.
 */
const catchUpLive = async (projection: Projection, on: pg.ClientBase) => {
  for (;;) {
    await on.query('BEGIN');
    const result = await applyNextBatch(on, projection, projection.name, readLog, 1);
    await on.query('COMMIT');
    if (result.count === 0) return;
  }
};

/** Every model caught up live, four at a time, each on a connection of its own (the runners' way). */
const catchUpAllLive = async () => {
  const waiting = [...allProjections];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const own = await pool.connect();
      try {
        for (let next = waiting.shift(); next; next = waiting.shift()) await catchUpLive(next, own);
      } finally {
        own.release();
      }
    }),
  );
};

const rowsIn = async (table: string) =>
  Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 6);
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const projection of allProjections) await ensureProjection(client, projection, readLog, () => {});
  const log = new MixedLog();
  for (let block = 0; block < 4; block += 1) await appendAll(log.nextBlock());
  await catchUpAllLive();
}, 300_000);
afterAll(async () => {
  await client.end();
  await pool.end();
  await db.drop();
});

describe('a one-pass rebuild of a mixed log', () => {
  it('equals the live read model of every projection, with nothing parked', async () => {
    // Every model has rows to compare: the log holds each kind of work.
    for (const table of [
      'incidents',
      'incident_history',
      'employees',
      'document_signatures',
      'training_enrolments',
      'inspection_templates',
      'inspection_schedules',
      'inspections',
    ])
      expect(await rowsIn(table), table).toBeGreaterThan(0);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events');
    const events: number[] = [];
    // Each model on a connection of its own, all at once, as the CLI runs them.
    const applyPool = createTestPool(db.url, allProjections.length);
    const models = await rebuildProjections(client, allProjections, readLog, (p) => events.push(p.events), {
      batchSize: 64,
      readAheadWith: pool,
      applyWith: applyPool,
    });
    await applyPool.end();
    expect(models.map((m) => m.name)).toEqual(allProjections.map((p) => p.name));
    for (const model of models) {
      expect(model.differences, model.name).toEqual([]);
      expect(model.matchedLive, model.name).toBe(true);
      expect(model.handled, model.name).toBeGreaterThan(0);
      expect(model.events, model.name).toBe(Number(rows[0]!.n));
    }
    // The log was read once: progress climbs to the log's length, batch by batch.
    expect(events.at(-1)).toBe(Number(rows[0]!.n));
    expect(events.filter((n, i) => i > 0 && n < events[i - 1]!)).toEqual([]);
    expect(await rowsIn('projection_parked_events')).toBe(0);
    expect(await rowsIn('document_signatures')).toBe(4 * 25);
  });
});
