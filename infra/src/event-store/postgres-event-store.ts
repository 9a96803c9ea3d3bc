import type pg from 'pg';
import { canonicalJson } from './canonical-json.ts';
import {
  ConcurrencyError,
  type AppendResult,
  type Counter,
  type EventMetadata,
  logStart,
  type SubscribableEventStore,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type NumberedAppend,
  type ReadStreamOptions,
  type SideEffects,
  type StreamAppend,
  type StoredEvent,
  type VerifyReport,
} from './event-store.port.ts';
import { UpcasterRegistry } from './upcasters.ts';
import { AppendPaths, GENESIS, appendPlain } from './append-paths.ts';
import { eventHash } from './hashed-content.ts';
import { NumberedAppendBatcher } from './numbered-append-batcher.ts';
import { inTransaction } from '../db/pool.ts';
import { SharedReads } from './shared-reads.ts';

type EventRow = {
  stream_id: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  tx_text: string;
  global_position: string;
  hash: Buffer;
  prev_hash: Buffer;
};

const COLUMNS = `stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at,
  transaction_id::text AS tx_text, global_position, hash, prev_hash`;

export class PostgresEventStore implements SubscribableEventStore {
  /** Which path each append takes (append-paths.ts). */
  private readonly paths: AppendPaths;
  private readonly numbered: NumberedAppendBatcher;
  /** The last append of each stream still under way in this process (see `append`). */
  private readonly streamQueues = new Map<string, Promise<void>>();
  private readonly streamReads = new SharedReads<pg.QueryResult<EventRow>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly upcasters: UpcasterRegistry = new UpcasterRegistry({ textMayHoldNul: false }),
    private readonly onAppended: (position: LogPosition) => void = () => {},
  ) {
    this.paths = new AppendPaths(pool);
    this.numbered = new NumberedAppendBatcher(pool, (client, appends) =>
      this.paths.appendAllOnClient(client, appends),
    );
  }

  /**
   * Appends to one stream from this process go one at a time, in order of arrival. Writers racing
   * on a stream then wait here rather than on its row lock in the database, and once one of them
   * has moved the stream, the others' conflicts are known without asking it.
   */
  append(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const before = this.streamQueues.get(streamId);
    const mine = (before ?? Promise.resolve()).then(() =>
      this.appendNow(streamId, expected, events, metadata),
    );
    const settled = mine.then(
      () => {},
      () => {},
    );
    this.streamQueues.set(streamId, settled);
    void settled.then(() => {
      if (this.streamQueues.get(streamId) === settled) this.streamQueues.delete(streamId);
    });
    return mine;
  }

  private async appendNow(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    try {
      const result = await this.paths.append(streamId, expected, events, metadata);
      this.onAppended(result.position);
      return result;
    } catch (error) {
      if (error instanceof ConcurrencyError && expected === 'any')
        return this.appendNow(streamId, expected, events, metadata);
      throw error;
    }
  }

  /**
   * Appends to several streams in one transaction: all or none (for example a username claim and
   * the new employee). `alsoInTransaction` runs in the same transaction after the appends, for
   * state that must change together with the events (sessions of a deactivated user).
   */
  async appendToStreams(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    alsoInTransaction?: SideEffects,
  ): Promise<AppendResult[]> {
    const results = await inTransaction(this.pool, async (client) => {
      const done: AppendResult[] = [];
      for (const append of appends) done.push(await appendPlain(client, append, metadata));
      await alsoInTransaction?.(client);
      return done;
    });
    const last = results.at(-1);
    if (last) this.onAppended(last.position);
    return results;
  }

  /**
   * Takes a number (a counter row) and appends what is made from it in one transaction: the row
   * stays locked until COMMIT, so numbers follow commit order, and a failed append rolls it back.
   * Numbered appends that wait on one counter share a transaction (numbered-append-batcher.ts).
   */
  async appendNumbered(
    counter: Counter,
    make: (number: number) => readonly StreamAppend[],
    metadata: EventMetadata,
  ): Promise<NumberedAppend> {
    const done = await this.numbered.append(counter, make, metadata);
    const last = done.results.at(-1);
    if (last) this.onAppended(last.position);
    return done;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const key = `${streamId}\u0000${options.fromVersion ?? 1}\u0000${options.toVersion ?? ''}\u0000${options.asOf?.toISOString() ?? ''}`;
    const { rows } = await this.streamReads.read(key, () =>
      this.pool.query<EventRow>({
        // Prepared once per connection: deciders read a stream before nearly every append.
        name: 'es_read_stream',
        text: `SELECT ${COLUMNS} FROM es_events
              WHERE stream_id = $1 AND stream_version >= $2 AND stream_version <= $3
                AND ($4::timestamptz IS NULL OR recorded_at <= $4)
              ORDER BY stream_version`,
        values: [
          streamId,
          options.fromVersion ?? 1,
          options.toVersion ?? Number.MAX_SAFE_INTEGER,
          options.asOf ?? null,
        ],
      }),
    );
    const last = rows.at(-1);
    if (last && options.toVersion === undefined && options.asOf === undefined)
      this.paths.remember(streamId, { version: Number(last.stream_version), hash: last.hash });
    return rows.map((r) => this.toStoredEvent(r, options.raw));
  }

  async readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return readAllWith(this.pool, after, limit, (r) => this.toStoredEvent(r));
  }

  async lastPosition(): Promise<LogPosition> {
    const { rows } = await this.pool.query<{ tx: string; gp: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows[0] ? { tx: BigInt(rows[0].tx), gp: BigInt(rows[0].gp) } : logStart;
  }

  /** Reads with a given client, so a projection can read inside its own transaction. */
  readAllWith(client: pg.ClientBase, after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return readAllWith(client, after, limit, (r) => this.toStoredEvent(r));
  }

  async verify(
    onProgress: (events: number) => void = () => {},
    options: { streamId?: string } = {},
  ): Promise<VerifyReport> {
    let events = 0;
    let streams = 0;
    let cursor: { streamId: string; version: number } = { streamId: '', version: 0 };
    let previous: { streamId: string; version: number; hash: Buffer } | null = null;
    const checkStreamEnd = async (p: { streamId: string; version: number; hash: Buffer }) => {
      const { rows } = await this.pool.query<{ version: string; last_hash: Buffer }>(
        'SELECT version, last_hash FROM es_streams WHERE stream_id = $1',
        [p.streamId],
      );
      const stream = rows[0];
      if (!stream || Number(stream.version) !== p.version || !stream.last_hash.equals(p.hash)) {
        return `the stream's head (version ${stream?.version ?? 'missing'}) does not match its last event`;
      }
      return null;
    };
    for (;;) {
      const { rows } = await this.pool.query<EventRow>(
        `SELECT ${COLUMNS} FROM es_events WHERE (stream_id, stream_version) > ($1, $2) AND ($3::text IS NULL OR stream_id = $3)
          ORDER BY stream_id, stream_version LIMIT 5000`,
        [cursor.streamId, cursor.version, options.streamId ?? null],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const version = Number(row.stream_version);
        const sameStream = previous?.streamId === row.stream_id;
        if (!sameStream) {
          if (previous) {
            const reason = await checkStreamEnd(previous);
            if (reason) return { streams, events, firstBreak: { ...breakAt(previous), reason } };
          }
          streams += 1;
        }
        const expectedPrev = sameStream && previous ? previous.hash : GENESIS;
        const expectedVersion = sameStream && previous ? previous.version + 1 : 1;
        const recomputed = eventHash(
          row.prev_hash,
          fieldsOf(row),
          canonicalJson(row.data),
          canonicalJson(row.metadata),
        );
        const reason =
          version !== expectedVersion
            ? `expected version ${expectedVersion} here`
            : !row.prev_hash.equals(expectedPrev)
              ? 'its previous-hash does not match the event before it'
              : !recomputed.equals(row.hash)
                ? 'its content does not match its hash'
                : null;
        if (reason) {
          return {
            streams,
            events,
            firstBreak: { streamId: row.stream_id, streamVersion: version, eventId: row.event_id, reason },
          };
        }
        events += 1;
        previous = { streamId: row.stream_id, version, hash: row.hash };
        cursor = { streamId: row.stream_id, version };
      }
      onProgress(events);
    }
    if (previous) {
      const reason = await checkStreamEnd(previous);
      if (reason) return { streams, events, firstBreak: { ...breakAt(previous), reason } };
    }
    return { streams, events, firstBreak: null };
  }

  private toStoredEvent(row: EventRow, raw = false): StoredEvent {
    const { schemaVersion, data } = raw
      ? { schemaVersion: row.schema_version, data: row.data }
      : this.upcasters.upcast(row.event_type, row.schema_version, row.data);
    return {
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      eventId: row.event_id,
      type: row.event_type,
      schemaVersion,
      data,
      metadata: row.metadata,
      recordedAt: row.recorded_at.toISOString(),
      position: { tx: BigInt(row.tx_text), gp: BigInt(row.global_position) },
      hash: row.hash,
      prevHash: row.prev_hash,
    };
  }
}

const fieldsOf = (row: EventRow) => ({
  streamId: row.stream_id,
  eventId: row.event_id,
  type: row.event_type,
  schemaVersion: row.schema_version,
  recordedAt: row.recorded_at.toISOString(),
});

const breakAt = (p: { streamId: string; version: number }) => ({
  streamId: p.streamId,
  streamVersion: p.version,
  eventId: '',
});

/**
 * One statement, one snapshot: only transactions older than every transaction still running are
 * read, so an event whose transaction commits later with a smaller global position is never
 * skipped (notes/event-sourcing-pitfalls.md). The checkpoint is the pair (tx, gp).
 */
const readAllWith = async (
  client: pg.Pool | pg.ClientBase,
  after: LogPosition,
  limit: number,
  map: (row: EventRow) => StoredEvent,
): Promise<StoredEvent[]> => {
  const { rows } = await client.query<EventRow>({
    name: 'es_read_all',
    text: `SELECT ${COLUMNS} FROM es_events
            WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
              AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
            ORDER BY transaction_id, global_position
            LIMIT $3`,
    values: [after.tx.toString(), after.gp.toString(), limit],
  });
  return rows.map(map);
};
