import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@hs/tests';
import { createPool } from '../db/pool.ts';
import { canonicalJson } from './canonical-json.ts';
import { eventStoreContract, drainLog, testMetadata } from './event-store.contract.ts';
import { comparePositions, ConcurrencyError, logStart } from './event-store.port.ts';
import { PostgresEventStore } from './postgres-event-store.ts';
import { UpcasterRegistry } from './upcasters.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({
    url: db.url,
    max: 20,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30000,
    applicationName: 'test',
  });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

eventStoreContract(
  'PostgreSQL',
  () => new PostgresEventStore(pool),
  () => pool,
);

const one = (n: number, eventId?: string) => [{ type: 'ThingHappened', data: { n }, eventId }];

/** A stream `here` appended version 1 to (so it knows that head), which another store then moved to 2. */
const movedElsewhere = async (prefix: string) => {
  const [here, elsewhere] = [new PostgresEventStore(pool), new PostgresEventStore(pool)];
  const id = `${prefix}-${randomUUID()}`;
  await here.append(id, 0, one(1), testMetadata());
  await elsewhere.readStream(id);
  await elsewhere.append(id, 1, one(2), testMetadata());
  return { here, id };
};

describe('PostgreSQL event store specifics', () => {
  it('refuses an append after a head another process moved, and appends once it has read again', async () => {
    const { here, id } = await movedElsewhere('moved');
    // `here` still holds version 1 as the head it appended: the stream is at 2.
    await expect(here.append(id, 1, one(3), testMetadata())).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(here.append(id, 1, one(3), testMetadata())).rejects.toBeInstanceOf(ConcurrencyError);
    await here.readStream(id);
    await here.append(id, 2, one(3), testMetadata());
    expect((await here.readStream(id)).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    expect((await here.verify(() => {}, { streamId: id })).firstBreak).toBeNull();
  });

  it('a stream moved elsewhere refuses the appends queued here with one statement, not one per append', async () => {
    const { here, id } = await movedElsewhere('passed');
    const query = vi.spyOn(pool, 'query');
    try {
      // Three writers of this process still expect version 1, the head it appended.
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map((n) => here.append(id, 1, one(10 + n), testMetadata())),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      const sent = query.mock.calls.map(([q]) => (q as { name?: string }).name ?? 'unnamed');
      expect(sent).toEqual(['es_append_known_head']);
    } finally {
      query.mockRestore();
    }
    await here.readStream(id);
    expect((await here.append(id, 2, one(3), testMetadata())).nextVersion).toBe(3);
    expect((await here.readStream(id)).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('a head made in a transaction that rolled back costs the plain path, never a false conflict', async () => {
    const [here, elsewhere] = [new PostgresEventStore(pool), new PostgresEventStore(pool)];
    const id = `rolled-back-${randomUUID()}`;
    const counter = { key: `test-${randomUUID()}`, take: async () => 1 };
    // The new stream is appended in the transaction, then an append refused further on rolls it back.
    await expect(
      here.appendNumbered(
        counter,
        () => [
          { streamId: id, expected: 0, events: one(1) },
          { streamId: `missing-${randomUUID()}`, expected: 5, events: one(0) },
        ],
        testMetadata(),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    // Another process creates the stream with other content: it is at version 1, as `here` expects.
    await elsewhere.append(id, 0, one(2), testMetadata());
    expect((await here.append(id, 1, one(3), testMetadata())).nextVersion).toBe(2);
    expect((await here.readStream(id)).map((e) => (e.data as { n: number }).n)).toEqual([2, 3]);
    expect((await here.verify(() => {}, { streamId: id })).firstBreak).toBeNull();
  });

  it('reads of one stream asked for together share one query, and a read asked for later sees a later append', async () => {
    const store = new PostgresEventStore(pool);
    const id = `shared-read-${randomUUID()}`;
    await store.append(id, 0, [{ type: 'ThingHappened', data: { n: 1 } }], testMetadata());
    const query = vi.spyOn(pool, 'query');
    try {
      const reads = await Promise.all([1, 2, 3].map(() => store.readStream(id)));
      expect(query).toHaveBeenCalledTimes(1);
      expect(reads.map((events) => events.map((e) => e.streamVersion))).toEqual([[1], [1], [1]]);
      await store.append(id, 1, [{ type: 'ThingHappened', data: { n: 2 } }], testMetadata());
      const later = await Promise.all([1, 2].map(() => store.readStream(id)));
      expect(later.map((events) => events.map((e) => e.streamVersion))).toEqual([
        [1, 2],
        [1, 2],
      ]);
    } finally {
      query.mockRestore();
    }
  });

  it('appends arriving together share a commit, and one conflict or bad event fails only its own append', async () => {
    const store = new PostgresEventStore(pool);
    const ids = Array.from({ length: 40 }, () => `batch-${randomUUID()}`);
    const created = await Promise.all(ids.map((id, n) => store.append(id, 0, one(n), testMetadata())));
    // Group commit happened: fewer transactions than appends.
    expect(new Set(created.map((r) => r.position.tx)).size).toBeLessThan(ids.length);

    const taken = (await store.readStream(ids[0]!))[0]!.eventId;
    const outcomes = await Promise.allSettled([
      ...ids.map((id, n) => store.append(id, 1, one(100 + n), testMetadata())),
      store.append(ids[1]!, 1, one(999), testMetadata()), // the same expected version again: a conflict
      store.append(`batch-${randomUUID()}`, 0, one(7, taken), testMetadata()), // a duplicate event id
    ]);
    const [racer, duplicate] = outcomes.slice(-2);
    // The two appends to ids[1] at version 1: exactly one won, the other is a conflict.
    const race = [outcomes[1]!, racer!];
    expect(race.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(race.find((o) => o.status === 'rejected')).toMatchObject({ reason: expect.any(ConcurrencyError) });
    expect(outcomes.slice(0, ids.length).filter((o, n) => n !== 1 && o.status !== 'fulfilled')).toEqual([]);
    expect(duplicate).toMatchObject({ status: 'rejected' });
    for (const [n, id] of ids.entries()) {
      const events = await store.readStream(id);
      const second = n === 1 && racer!.status === 'fulfilled' ? 999 : 100 + n;
      expect(events.map((e) => (e.data as { n: number }).n)).toEqual([n, second]);
      expect((await store.verify(() => {}, { streamId: id })).firstBreak).toBeNull();
    }
  });

  it('a long queue of large appends is split over several transactions of at most 100 events, and every event lands', async () => {
    const store = new PostgresEventStore(pool);
    const ids = Array.from({ length: 30 }, () => `large-${randomUUID()}`);
    const ten = (n: number) =>
      Array.from({ length: 10 }, (_, i) => ({ type: 'ThingHappened', data: { n, i } }));
    const results = await Promise.all(ids.map((id, n) => store.append(id, 0, ten(n), testMetadata())));
    expect(results.map((r) => r.nextVersion)).toEqual(ids.map(() => 10));
    const { rows } = await pool.query<{ tx: string; events: number; streams: number }>(
      `SELECT transaction_id::text AS tx, count(*)::int AS events, count(DISTINCT stream_id)::int AS streams
         FROM es_events WHERE stream_id = ANY($1) GROUP BY transaction_id`,
      [ids],
    );
    expect(rows.reduce((sum, r) => sum + r.events, 0)).toBe(300);
    // Some appends shared a transaction (group commit), but none held more than 100 events.
    expect(rows.some((r) => r.streams > 1)).toBe(true);
    expect(Math.max(...rows.map((r) => r.events))).toBeLessThanOrEqual(100);
    for (const [n, id] of ids.entries()) {
      const events = await store.readStream(id);
      expect(events.map((e) => e.data)).toEqual(ten(n).map((e) => e.data));
      expect((await store.verify(() => {}, { streamId: id })).firstBreak).toBeNull();
    }
  });

  it('two processes taking turns on one stream: each append after a stale head is still chained right', async () => {
    // Each store remembers the heads it appended or read (the one-statement append); the other
    // process moving the stream makes that memory stale, which must cost a fallback, never a break.
    const [a, b] = [new PostgresEventStore(pool), new PostgresEventStore(pool)];
    const id = `turns-${randomUUID()}`;
    await a.append(id, 0, one(1), testMetadata());
    await a.append(id, 1, one(2), testMetadata()); // a knows the head
    await b.append(id, 2, one(3), testMetadata()); // b moves it: a's memory is now stale
    await expect(a.append(id, 2, one(4), testMetadata())).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await a.append(id, 3, one(4), testMetadata())).nextVersion).toBe(4);
    await b.readStream(id); // b learns the head by reading to the end
    expect((await b.append(id, 4, one(5), testMetadata())).nextVersion).toBe(5);
    expect((await a.append(id, 5, one(6), testMetadata())).nextVersion).toBe(6);
    const events = await a.readStream(id);
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await a.verify(() => {}, { streamId: id })).firstBreak).toBeNull();
  });

  it('does not skip an event whose transaction commits after a later one (a plain global_position read would)', async () => {
    const store = new PostgresEventStore(pool);
    const { checkpoint } = await drainLog(store, logStart);
    const naiveFrom = (
      await pool.query<{ gp: string }>('SELECT coalesce(max(global_position), 0) AS gp FROM es_events')
    ).rows[0]!.gp;

    // Transaction A takes a global position first but commits last.
    const slow = new pg.Client({ connectionString: db.url });
    await slow.connect();
    await slow.query('BEGIN');
    const slowEvent = {
      streamId: `slow-${Date.now()}`,
      eventId: randomUUID(),
      type: 'ThingHappened',
      schemaVersion: 1,
      data: { n: 'slow' },
      metadata: testMetadata(),
      recordedAt: new Date().toISOString(),
    };
    await slow.query(
      `SELECT * FROM es_append($1, 'slow', 0, ARRAY[$2::uuid], ARRAY[$3], ARRAY[1], ARRAY[$4::jsonb], ARRAY[$5::jsonb],
        ARRAY[$6], $7)`,
      [
        slowEvent.streamId,
        slowEvent.eventId,
        slowEvent.type,
        JSON.stringify(slowEvent.data),
        JSON.stringify(slowEvent.metadata),
        canonicalJson(slowEvent),
        slowEvent.recordedAt,
      ],
    );
    await store.append(
      `fast-${Date.now()}`,
      0,
      [{ type: 'ThingHappened', data: { n: 'fast' } }],
      testMetadata(),
    );

    // The naive reader sees "fast", moves its checkpoint past "slow"'s position, and loses "slow".
    const naive = async (after: string) =>
      (
        await pool.query<{ gp: string; data: { n: string } }>(
          'SELECT global_position AS gp, data FROM es_events WHERE global_position > $1 ORDER BY global_position',
          [after],
        )
      ).rows;
    const naiveFirst = await naive(naiveFrom);
    expect(naiveFirst.map((r) => r.data.n)).toEqual(['fast']);
    // Our reader holds back "fast" while the older transaction is still open; the log's last
    // position is past it, so a reader that must see everything knows to wait.
    expect(await store.readAll(checkpoint, 100)).toEqual([]);
    const last = await store.lastPosition();
    expect(comparePositions(last, checkpoint)).toBeGreaterThan(0);

    await slow.query('COMMIT');
    await slow.end();
    const naiveSecond = await naive(naiveFirst.at(-1)!.gp);
    expect(naiveSecond).toEqual([]); // "slow" was skipped for good

    const ours = await store.readAll(checkpoint, 100);
    expect(ours.map((e) => (e.data as { n: string }).n)).toEqual(['slow', 'fast']);
    expect(ours.at(-1)!.position).toEqual(await store.lastPosition());
  });

  it('upcasts old schema versions on read without rewriting the stored event', async () => {
    const registry = new UpcasterRegistry().register('NameGiven', 1, (data) => {
      const { name } = data as { name: string };
      const [first, last] = name.split(' ');
      return { firstName: first, lastName: last };
    });
    const store = new PostgresEventStore(pool, registry);
    const id = `person-${Date.now()}`;
    await store.append(
      id,
      0,
      [{ type: 'NameGiven', data: { name: 'Ada Lovelace' }, schemaVersion: 1 }],
      testMetadata(),
    );
    const [read] = await store.readStream(id);
    expect(read).toMatchObject({ schemaVersion: 2, data: { firstName: 'Ada', lastName: 'Lovelace' } });
    const stored = await pool.query('SELECT data, schema_version FROM es_events WHERE stream_id = $1', [id]);
    expect(stored.rows[0]).toEqual({ data: { name: 'Ada Lovelace' }, schema_version: 1 });
  });

  it('verify names the first event whose stored content was edited', async () => {
    const store = new PostgresEventStore(pool);
    const id = `ledger-${Date.now()}`;
    await store.append(
      id,
      0,
      [1, 2, 3].map((n) => ({ type: 'ThingHappened', data: { n } })),
      testMetadata(),
    );
    expect((await store.verify()).firstBreak).toBeNull();
    // The log is append-only even for its owner; only a superuser who switches triggers off can edit it.
    await expect(
      pool.query(`UPDATE es_events SET data = '{"n": 20}' WHERE stream_id = $1`, [id]),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(pool.query(`DELETE FROM es_events WHERE stream_id = $1`, [id])).rejects.toMatchObject({
      code: '42501',
    });
    const superuser = await pool.connect();
    await superuser.query('SET session_replication_role = replica');
    await superuser.query(
      `UPDATE es_events SET data = '{"n": 20}' WHERE stream_id = $1 AND stream_version = 2`,
      [id],
    );
    await superuser.query('SET session_replication_role = origin');
    superuser.release();
    const report = await store.verify();
    expect(report.firstBreak).toMatchObject({
      streamId: id,
      streamVersion: 2,
      reason: 'its content does not match its hash',
    });
  });
});
