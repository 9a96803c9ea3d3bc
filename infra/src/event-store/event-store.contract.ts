import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import {
  ConcurrencyError,
  comparePositions,
  logStart,
  type Counter,
  type EventMetadata,
  type EventStore,
  type LogPosition,
  type SqlReader,
  type StoredEvent,
} from './event-store.port.ts';

export const testMetadata = (command = 'TestCommand'): EventMetadata => ({
  userId: 'user-1',
  userName: 'Test User',
  role: 'admin',
  command,
  correlationId: randomUUID(),
  causationId: null,
  requestId: 'req-1',
  clientIp: '127.0.0.1',
});

const stream = () => `testThing-${randomUUID()}`;
const event = (n: number) => ({ type: 'ThingHappened', data: { n } });

/** Reads the whole log from `after` the way a subscriber does, batch by batch. */
export const drainLog = async (store: EventStore, after: LogPosition, batch = 250) => {
  const seen: StoredEvent[] = [];
  let checkpoint = after;
  for (;;) {
    const events = await store.readAll(checkpoint, batch);
    if (events.length === 0) return { seen, checkpoint };
    seen.push(...events);
    checkpoint = events.at(-1)!.position;
  }
};

/** A counter of its own in the test database, as report numbers have theirs. */
const testCounter = (): Counter => {
  const key = `contract-${randomUUID()}`;
  return {
    key,
    take: async (db, count) => {
      const { rows } = await db.query(
        `INSERT INTO contract_counters (key, last_number) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET last_number = contract_counters.last_number + $2
         RETURNING last_number - $2 + 1 AS first`,
        [key, count],
      );
      return Number(rows[0]!.first);
    },
  };
};

/**
 * The behaviour every EventStore implementation must show (docs/architecture.md, "Tests"). Each
 * implementation's integration test calls this with a factory for a fresh store and the PostgreSQL
 * database where numbered appends take their numbers.
 */
export const eventStoreContract = (name: string, makeStore: () => EventStore, counters: () => SqlReader) => {
  describe(`${name} event store contract`, () => {
    beforeAll(async () => {
      await counters().query(
        'CREATE TABLE IF NOT EXISTS contract_counters (key text PRIMARY KEY, last_number integer NOT NULL)',
      );
    });

    it('appends to a new stream with expected version 0 and reads the events back in order', async () => {
      const store = makeStore();
      const id = stream();
      const result = await store.append(id, 0, [event(1), event(2), event(3)], testMetadata());
      expect(result.nextVersion).toBe(3);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.streamVersion, (e.data as { n: number }).n])).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
      expect(events[0]!.metadata).toMatchObject({
        userId: 'user-1',
        command: 'TestCommand',
        requestId: 'req-1',
      });
    });

    it("gives the last committed event's position as the log's last position", async () => {
      const store = makeStore();
      const before = await store.lastPosition();
      const result = await store.append(stream(), 0, [event(1), event(2)], testMetadata());
      const last = await store.lastPosition();
      expect(comparePositions(last, before)).toBeGreaterThan(0);
      expect(last).toEqual(result.position);
      const [read] = await store.readAll(before, 2).then((events) => events.slice(-1));
      expect(read!.position).toEqual(last);
    });

    it('refuses expected version 0 for a stream that exists, and a stale version n', async () => {
      const store = makeStore();
      const id = stream();
      await store.append(id, 0, [event(1)], testMetadata());
      await expect(store.append(id, 0, [event(2)], testMetadata())).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append(id, 1, [event(2)], testMetadata());
      await expect(store.append(id, 1, [event(3)], testMetadata())).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(stream(), 4, [event(1)], testMetadata())).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect((await store.readStream(id)).length).toBe(2);
    });

    it('appends to several streams all or none', async () => {
      const store = makeStore();
      const [a, b, c] = [stream(), stream(), stream()];
      await store.append(b, 0, [event(1)], testMetadata());
      await expect(
        store.appendToStreams(
          [
            { streamId: a, expected: 0, events: [event(1)] },
            { streamId: b, expected: 0, events: [event(2)] },
          ],
          testMetadata(),
        ),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(a)).toEqual([]);
      expect(await store.readStream(b)).toHaveLength(1);
      const results = await store.appendToStreams(
        [
          { streamId: a, expected: 0, events: [event(1)] },
          { streamId: c, expected: 0, events: [event(1), event(2)] },
        ],
        testMetadata(),
      );
      expect(results.map((r) => r.nextVersion)).toEqual([1, 2]);
    });

    it("appends with 'any' whatever the stream's version", async () => {
      const store = makeStore();
      const id = stream();
      await store.append(id, 'any', [event(1)], testMetadata());
      const result = await store.append(id, 'any', [event(2)], testMetadata());
      expect(result.nextVersion).toBe(2);
    });

    it('lets exactly one of two appends with the same expected version win', async () => {
      const store = makeStore();
      for (let round = 0; round < 20; round++) {
        const id = stream();
        await store.append(id, 0, [event(0)], testMetadata());
        const results = await Promise.allSettled([
          store.append(id, 1, [event(1)], testMetadata()),
          store.append(id, 1, [event(2)], testMetadata()),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(id)).toHaveLength(2);
      }
    });

    it('numbers appends with no gap and no number twice: a failed append or a refused make gives its number back', async () => {
      const store = makeStore();
      const counter = testCounter();
      const numbered = (expected = 0) =>
        store.appendNumbered(
          counter,
          (n) => [{ streamId: stream(), expected, events: [event(n)] }],
          testMetadata(),
        );
      const first = await numbered();
      await expect(numbered(5)).rejects.toBeInstanceOf(ConcurrencyError);
      const refuse = () => {
        throw new Error('the command is refused');
      };
      await expect(store.appendNumbered(counter, refuse, testMetadata())).rejects.toThrow('refused');
      const together = await Promise.all([1, 2, 3, 4, 5].map(() => numbered()));
      const numbers = [first, ...together].map((a) => a.number).sort((a, b) => a - b);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
      expect(first.results).toHaveLength(1);
    });

    it('reads a stream by version range and as of a version', async () => {
      const store = makeStore();
      const id = stream();
      await store.append(id, 0, [1, 2, 3, 4, 5].map(event), testMetadata());
      const middle = await store.readStream(id, { fromVersion: 2, toVersion: 4 });
      expect(middle.map((e) => e.streamVersion)).toEqual([2, 3, 4]);
      const asOfTwo = await store.readStream(id, { toVersion: 2 });
      expect(asOfTwo.map((e) => e.streamVersion)).toEqual([1, 2]);
    });

    it('reads a stream as of a time, leaving out later events', async () => {
      const store = makeStore();
      const id = stream();
      await store.append(id, 0, [event(1)], testMetadata());
      const [first] = await store.readStream(id);
      await new Promise((r) => setTimeout(r, 20));
      await store.append(id, 1, [event(2)], testMetadata());
      const then = await store.readStream(id, { asOf: new Date(first!.recordedAt) });
      expect(then.map((e) => e.streamVersion)).toEqual([1]);
      expect(await store.readStream(id, { asOf: new Date() })).toHaveLength(2);
    });

    it('chains each event to the previous one and verifies the chain', async () => {
      const store = makeStore();
      const id = stream();
      await store.append(id, 0, [event(1), event(2)], testMetadata());
      await store.append(id, 2, [event(3)], testMetadata());
      const events = await store.readStream(id);
      expect(events[0]!.prevHash.equals(Buffer.alloc(32))).toBe(true);
      expect(events[1]!.prevHash.equals(events[0]!.hash)).toBe(true);
      expect(events[2]!.prevHash.equals(events[1]!.hash)).toBe(true);
      const report = await store.verify();
      expect(report.firstBreak).toBeNull();
      expect(report.events).toBeGreaterThanOrEqual(3);
    });

    it('sees every event committed by 8 concurrent writers exactly once, in per-stream order, while it reads', async () => {
      const store = makeStore();
      const { checkpoint: start } = await drainLog(store, logStart);
      const writers = 8;
      const perWriter = 260;
      const streamsPerWriter = 5;
      let writing = true;
      const seen: StoredEvent[] = [];
      const reader = (async () => {
        let checkpoint = start;
        for (;;) {
          const stillWriting = writing;
          const events = await store.readAll(checkpoint, 100);
          for (const e of events) {
            expect(comparePositions(e.position, checkpoint)).toBeGreaterThan(0);
            checkpoint = e.position;
          }
          seen.push(...events);
          if (events.length === 0 && !stillWriting) return;
        }
      })();
      const committed: string[] = [];
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const ids = Array.from({ length: streamsPerWriter }, stream);
          const versions = ids.map(() => 0);
          for (let i = 0; i < perWriter; i++) {
            const s = i % streamsPerWriter;
            const size = 1 + (i % 3);
            const batch = Array.from({ length: size }, (_, k) => ({
              type: 'ThingHappened',
              data: { w, i, k },
            }));
            await store.append(ids[s]!, versions[s]!, batch, testMetadata());
            versions[s]! += size;
            committed.push(...batch.map((b) => `${ids[s]}:${canonicalJson(b.data)}`));
          }
        }),
      );
      writing = false;
      await reader;
      const seenKeys = seen
        .filter((e) => e.type === 'ThingHappened')
        .map((e) => `${e.streamId}:${canonicalJson(e.data)}`);
      expect(committed.length).toBeGreaterThanOrEqual(2000);
      expect(new Set(seenKeys).size).toBe(seenKeys.length);
      expect(seenKeys.sort()).toEqual([...committed].sort());
      const lastVersion = new Map<string, number>();
      for (const e of seen) {
        expect(e.streamVersion).toBe((lastVersion.get(e.streamId) ?? 0) + 1);
        lastVersion.set(e.streamId, e.streamVersion);
      }
    });
  });
};
