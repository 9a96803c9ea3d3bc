/**
 * Load process of scenarios 1 to 3: N writers append to an event store for a fixed time and the
 * process answers with throughput and latency. The subject is our PostgresEventStore (wired as the
 * application wires it), the peer Emmett 0.42, or a raw INSERT through the same kind of pool.
 */
import { performance } from 'node:perf_hooks';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import pg from 'pg';
import { ConcurrencyError, PostgresEventStore } from '@hs/infra/event-store';
import { LogSignals } from '@hs/infra/signals';
import { createPool } from '@hs/infra/db';
import { newId } from '@hs/infra/ids';
import { appendPayload, benchMetadata } from '../lib/fixtures.ts';
import { readyToStart, serveOnce } from '../lib/processes.ts';
import { sharedStreamId } from '../lib/stream-integrity.ts';

export type { Subject } from '../lib/stream-integrity.ts';
import type { Subject } from '../lib/stream-integrity.ts';

export type AppendLoadInput = {
  subject: Subject;
  url: string;
  writers: number;
  eventsPerAppend: number;
  /** own: each writer appends to a stream of its own; shared: all writers race on one stream. */
  streams: 'own' | 'shared';
  seconds: number;
  warmupSeconds: number;
  /** Names the streams; processes given the same tag race on the same shared stream. */
  tag: string;
  /** Which writers these are (their streams' names), when others run in other processes. */
  firstWriter: number;
};

export type AppendLoadOutput = {
  appends: number;
  events: number;
  conflicts: number;
  seconds: number;
  /** Every measured append's time, so that runs in several processes can be pooled. */
  latenciesMs: number[];
  /** For the shared stream: the ids of every event acknowledged, for the integrity check. */
  acknowledged: string[];
};

class Conflict extends Error {}

type NewBenchEvent = { id: string; data: Record<string, unknown> };

type Store = {
  /** Appends with an expected version; answers the stream's next version or throws Conflict. */
  append(streamId: string, expected: number, events: NewBenchEvent[]): Promise<number>;
  /** The stream's version as seen by reading what was appended after `known`. */
  catchUp(streamId: string, known: number): Promise<number>;
  warm(connections: number): Promise<void>;
  close(): Promise<void>;
};

const warmPool = async (pool: pg.Pool, connections: number) => {
  await Promise.all(Array.from({ length: connections }, () => pool.query('SELECT 1')));
};

const EVENT_TYPE = 'BenchEventRecorded';
const metadata = benchMetadata('BenchAppend');

const poolOf = (url: string, writers: number, name: string) =>
  createPool({
    url,
    max: writers + 2,
    connectTimeoutMs: 30_000,
    statementTimeoutMs: 60_000,
    applicationName: name,
  });

const ours = async (url: string, writers: number): Promise<Store> => {
  const pool = poolOf(url, writers, 'bench-ours');
  // Wired as startInfrastructure wires it: appends announce themselves (coalesced NOTIFY).
  const signals = new LogSignals(url, pool);
  await signals.start();
  const store = new PostgresEventStore(pool, undefined, (p) => signals.announceAppend(p));
  return {
    append: async (streamId, expected, events) => {
      try {
        const result = await store.append(
          streamId,
          expected,
          events.map((e) => ({ type: EVENT_TYPE, data: e.data, eventId: e.id })),
          metadata,
        );
        return result.nextVersion;
      } catch (error) {
        if (error instanceof ConcurrencyError) throw new Conflict();
        throw error;
      }
    },
    catchUp: async (streamId, known) =>
      (await store.readStream(streamId, { fromVersion: known + 1 })).at(-1)?.streamVersion ?? known,
    warm: (n) => warmPool(pool, n),
    close: async () => {
      await signals.stop();
      await pool.end();
    },
  };
};

const emmett = async (url: string, writers: number): Promise<Store> => {
  const pool = new pg.Pool({ connectionString: url, max: writers + 2, application_name: 'bench-emmett' });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  return {
    append: async (streamId, expected, events) => {
      try {
        const result = await store.appendToStream(
          streamId,
          events.map((e) => ({ type: EVENT_TYPE, data: { ...e.data, benchId: e.id }, metadata })),
          { expectedStreamVersion: BigInt(expected) },
        );
        return Number(result.nextExpectedStreamVersion);
      } catch (error) {
        // emmett-postgresql bundles its own copy of the core: match the error by its code, not its class.
        if (isExpectedVersionConflictError(error)) throw new Conflict();
        throw error;
      }
    },
    catchUp: async (streamId, known) => {
      const { events } = await store.readStream(streamId, { from: BigInt(known + 1) });
      const last = events.at(-1);
      return last ? Number(last.metadata.streamPosition) : known;
    },
    warm: (n) => warmPool(pool, n),
    close: async () => {
      await store.close();
      await pool.end().catch(() => {});
    },
  };
};

/** What a CRUD table costs: one plain INSERT statement (its own transaction) per append. */
const raw = async (url: string, writers: number): Promise<Store> => {
  const pool = poolOf(url, writers, 'bench-raw');
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_raw_events (
    id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now())`);
  const metadataJson = JSON.stringify(metadata);
  return {
    append: async (streamId, expected, events) => {
      if (events.length === 1) {
        await pool.query({
          name: 'bench_raw_insert',
          text: 'INSERT INTO bench_raw_events (stream_id, data, metadata) VALUES ($1, $2, $3)',
          values: [streamId, JSON.stringify(events[0]!.data), metadataJson],
        });
      } else {
        await pool.query({
          name: 'bench_raw_insert_many',
          text: `INSERT INTO bench_raw_events (stream_id, data, metadata)
                 SELECT $1, d, $3 FROM unnest($2::jsonb[]) AS d`,
          values: [streamId, events.map((e) => JSON.stringify(e.data)), metadataJson],
        });
      }
      return expected + events.length;
    },
    catchUp: async (_streamId, known) => known,
    warm: (n) => warmPool(pool, n),
    close: () => pool.end(),
  };
};

const run = async (input: AppendLoadInput): Promise<AppendLoadOutput> => {
  const store = await { ours, emmett, raw }[input.subject](input.url, input.writers);
  // Every connection opened before the clock starts: connecting is not what is measured.
  await store.warm(input.writers);
  await readyToStart();
  const tag = input.tag;
  const payload = appendPayload();
  const newEvents = () =>
    // Ids as the application makes them (newId): the store's indexes see what they see in the app.
    Array.from({ length: input.eventsPerAppend }, () => ({ id: newId(), data: payload }));
  const started = performance.now();
  const measureFrom = started + input.warmupSeconds * 1000;
  const end = measureFrom + input.seconds * 1000;
  const latencies: number[] = [];
  const succeeded: string[] = [];
  let appends = 0;
  let conflicts = 0;

  const writer = async (index: number) => {
    const streamId =
      input.streams === 'own' ? `benchStream-${tag}w${input.firstWriter + index}` : sharedStreamId(tag);
    let version = 0;
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      const events = newEvents();
      try {
        version = await store.append(streamId, version, events);
        const t1 = performance.now();
        if (input.streams === 'shared') succeeded.push(...events.map((e) => e.id));
        if (t0 >= measureFrom && t1 <= end) {
          latencies.push(t1 - t0);
          appends += 1;
        }
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
        if (t0 >= measureFrom) conflicts += 1;
        version = await store.catchUp(streamId, version);
      }
    }
  };
  await Promise.all(Array.from({ length: input.writers }, (_, i) => writer(i)));

  await store.close();
  return {
    appends,
    events: appends * input.eventsPerAppend,
    conflicts,
    seconds: input.seconds,
    latenciesMs: latencies,
    acknowledged: succeeded,
  };
};

serveOnce(run);
