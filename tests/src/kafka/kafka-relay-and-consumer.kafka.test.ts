import { randomUUID } from 'node:crypto';
import { Kafka, type KafkaMessage } from 'kafkajs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CheckpointTracker } from '@hs/infra/consistency';
import { createPool } from '@hs/infra/db';
import { PostgresEventStore, type LogPosition, type ReadLog } from '@hs/infra/event-store';
import { LogSignals } from '@hs/infra/signals';
import { BusFedProjections, type Projection } from '@hs/projections/runtime';
import {
  createKafka,
  ensureTopic,
  EventRelay,
  kafkaEventBus,
  parseBrokers,
  RelayHeaders,
  type KafkaConsumer,
} from '@hs/scale-out/kafka';
import { appendRetryRequest } from '../support/retry-request.ts';
import { testMetadata } from '../../../infra/src/event-store/event-store.contract.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { probeProjection, probeStream, PROBE_EVENT } from './support/probe-projection.ts';

const brokers = inject('kafkaBrokers');
if (!brokers) console.log(`[kafka] infra Kafka tests skipped: ${inject('kafkaSkipReason')}`);

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(!brokers)('Kafka relay, and projections fed by Kafka', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let signals: LogSignals;
  let store: PostgresEventStore;
  let readLog: ReadLog;
  const kafka = createKafka({
    brokers: parseBrokers(brokers || '127.0.0.1:9'),
    clientId: 'infra-test',
    log: quiet,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool({
      url: db.url,
      max: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
      applicationName: 'test',
    });
    signals = new LogSignals(db.url, pool);
    await signals.start();
    store = new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p));
    readLog = (client, after, limit) => store.readAllWith(client, after, limit);
  });
  afterAll(async () => {
    await signals?.stop();
    await pool?.end();
    await db?.drop();
  });

  const fedBy = (bus: ReturnType<typeof kafkaEventBus>, projection: Projection = probeProjection) =>
    new BusFedProjections({ url: db.url, bus, projections: [projection], readLog, signals, log: quiet });

  const appendProbes = async (streams: string[], perStream: number): Promise<LogPosition> => {
    let last: LogPosition = { tx: 0n, gp: 0n };
    for (let i = 0; i < perStream; i++) {
      for (const id of streams) {
        const { position } = await store.append(
          id,
          'any',
          [{ type: PROBE_EVENT, data: { n: i + 1 } }],
          testMetadata('TestCommand'),
        );
        last = position;
      }
    }
    return last;
  };

  it('publishes every event, key = stream id, with id, type, schema version, stream version and position headers', async () => {
    const topic = `relay-${randomUUID()}`;
    // The reader subscribes below: the topic must exist first (the relay creates it when it starts).
    await ensureTopic(kafka, topic, 3);
    const relay = new EventRelay({ url: db.url, readLog, signals, kafka, topic, partitions: 3, log: quiet });
    relay.start();
    const streams = Array.from({ length: 4 }, () => probeStream(randomUUID()));
    await appendProbes(streams, 3);
    const received: KafkaMessage[] = [];
    const reader = new Kafka({ brokers: parseBrokers(brokers), clientId: 'reader', logLevel: 0 }).consumer({
      groupId: `reader-${randomUUID()}`,
    });
    try {
      await reader.connect();
      await reader.subscribe({ topics: [topic], fromBeginning: true });
      await reader.run({ eachMessage: async ({ message }) => void received.push(message) });
      const events = () => received.filter((m) => m.headers?.[RelayHeaders.kind]?.toString() === 'event');
      await until('12 events arrive', async () => events().length >= 12);
      const byStream = new Map<string, number[]>();
      for (const m of events()) {
        const stream = m.key!.toString();
        const version = Number(m.headers![RelayHeaders.streamVersion]!.toString());
        byStream.set(stream, [...(byStream.get(stream) ?? []), version]);
        expect(m.headers![RelayHeaders.type]!.toString()).toBe(PROBE_EVENT);
        expect(m.headers![RelayHeaders.schemaVersion]!.toString()).toBe('1');
        expect(m.headers![RelayHeaders.eventId]!.toString()).toMatch(/^[0-9a-f-]{36}$/);
        expect(m.headers![RelayHeaders.position]!.toString()).toMatch(/^\d+:\d+$/);
      }
      for (const stream of streams) expect(byStream.get(stream)).toEqual([1, 2, 3]);
      expect(received.some((m) => m.headers?.[RelayHeaders.kind]?.toString() === 'watermark')).toBe(true);
      const { rows } = await pool.query(
        "SELECT tx::text || ':' || gp AS cp FROM es_checkpoints WHERE subscription_id = $1",
        [`relay:${topic}`],
      );
      expect(rows[0]?.cp).toBe(relay.status.checkpoint);
    } finally {
      await reader.disconnect();
      await relay.stop();
    }
  });

  it('a consumer restarts from the offsets stored with its read model, not from the beginning', async () => {
    const topic = `restart-${randomUUID()}`;
    const groupId = `group-${randomUUID()}`;
    const relay = new EventRelay({ url: db.url, readLog, signals, kafka, topic, partitions: 4, log: quiet });
    relay.start();
    const consumerOf = () =>
      fedBy(kafkaEventBus(kafka, { topic, partitions: 4, groupId, sessionTimeoutMs: 6000 }));
    const streams = Array.from({ length: 20 }, () => probeStream(randomUUID()));
    const applied = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            'SELECT coalesce(sum(applied), 0) AS n FROM kafka_probe WHERE stream_id = ANY($1)',
            [streams],
          )
        ).rows[0]!.n,
      );
    const first = consumerOf();
    first.start();
    await first.started();
    await appendProbes(streams, 10);
    await until('200 events are applied', async () => (await applied()) === 200);
    await first.stop();

    const stored = new Map(
      (
        await pool.query<{ partition: number; next_offset: string }>(
          'SELECT partition, next_offset FROM kafka_offsets WHERE group_id = $1 AND topic = $2',
          [groupId, topic],
        )
      ).rows.map((r) => [r.partition, r.next_offset]),
    );
    expect([...stored.values()].some((offset) => offset !== '0')).toBe(true);
    // Kafka forgets the group: started from Kafka's own offsets it would read the topic from offset 0.
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteGroups([groupId]);
    await admin.disconnect();

    const second = consumerOf();
    second.start();
    await second.started();
    const last = await appendProbes(streams, 5);
    await until('300 events are applied', async () => (await applied()) === 300);
    for (const [partition, stats] of (second.consumer as KafkaConsumer).partitionStats) {
      const offset = stored.get(partition);
      if (offset !== undefined) expect(stats.firstOffset, `partition ${partition}`).toBe(offset);
      expect(stats.skipped).toBe(0);
    }
    const { rows } = await pool.query<{ version: string; applied: number; total: string }>(
      'SELECT version, applied, total FROM kafka_probe WHERE stream_id = ANY($1)',
      [streams],
    );
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row).toEqual({ version: '15', applied: 15, total: String(55 + 15) });
    // The query side's consistency wait sees the Kafka-fed read model pass the last append.
    const tracker = new CheckpointTracker(pool, signals);
    expect(await tracker.waitFor([probeProjection.name], last, 15_000)).toBe(true);
    await second.stop();
    await relay.stop();
  });

  it('parks an event a projection cannot apply, with its stream behind it, goes on, and applies them in order on retry', async () => {
    const topic = `parked-${randomUUID()}`;
    const relay = new EventRelay({ url: db.url, readLog, signals, kafka, topic, partitions: 3, log: quiet });
    relay.start();
    const fix = { fixed: false };
    // The probe refuses a poison event until fixed; its version guard keeps each stream in order.
    const fragile = {
      ...probeProjection,
      apply: async (client: pg.ClientBase, events: Parameters<typeof probeProjection.apply>[1]) => {
        if (!fix.fixed && events.some((e) => (e.data as { poison?: boolean }).poison))
          throw new Error('cannot apply the poison');
        await probeProjection.apply(client, events);
      },
    };
    const consumer = fedBy(
      kafkaEventBus(kafka, {
        topic,
        partitions: 3,
        groupId: `group-${randomUUID()}`,
        sessionTimeoutMs: 6000,
      }),
      fragile,
    );
    const streams = Array.from({ length: 6 }, () => probeStream(randomUUID()));
    const poisoned = streams[0]!;
    const versionOf = async (stream: string) =>
      Number(
        (await pool.query('SELECT version FROM kafka_probe WHERE stream_id = $1', [stream])).rows[0]
          ?.version ?? 0,
      );
    try {
      consumer.start();
      await consumer.started();
      await appendProbes(streams, 2);
      await store.append(
        poisoned,
        'any',
        [{ type: PROBE_EVENT, data: { n: 3, poison: true } }],
        testMetadata('TestCommand'),
      );
      const last = await appendProbes(streams, 1);
      await until('the other streams have all three events', async () => {
        for (const stream of streams.slice(1)) if ((await versionOf(stream)) !== 3) return false;
        return true;
      });
      await until('the poison and the event after it are parked', async () => {
        const { rowCount } = await pool.query('SELECT 1 FROM projection_parked_events WHERE stream_id = $1', [
          poisoned,
        ]);
        return rowCount === 2;
      });
      expect(await versionOf(poisoned)).toBe(2);
      const { rows } = await pool.query(
        'SELECT error, blocked_by IS NULL AS root FROM projection_parked_events WHERE stream_id = $1 ORDER BY tx, gp',
        [poisoned],
      );
      expect(rows).toEqual([
        { error: 'cannot apply the poison', root: true },
        { error: expect.stringMatching(/^waits behind parked event/), root: false },
      ]);
      // Consistency waits still end: the watermark passes the parked events.
      const tracker = new CheckpointTracker(pool, signals);
      expect(await tracker.waitFor([fragile.name], last, 15_000)).toBe(true);

      fix.fixed = true;
      await appendRetryRequest(store, fragile.name);
      await until(
        'the retry clears them',
        async () => (await pool.query('SELECT 1 FROM projection_parked_events')).rowCount === 0,
      );
      const { rows: probe } = await pool.query(
        'SELECT version, applied FROM kafka_probe WHERE stream_id = $1',
        [poisoned],
      );
      expect(probe).toEqual([{ version: '4', applied: 4 }]);
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  });
});
