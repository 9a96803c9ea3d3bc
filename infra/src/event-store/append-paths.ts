/**
 * Which path an append of PostgresEventStore takes. The plain path comes first and always works;
 * the fast paths only save round trips and commits, and fall back to it whenever they do not apply:
 *
 * - plain (`appendPlain`): the es_append function checks the expected version and hashes the events
 *   in the database. Taken for expected version 'any', for a stream whose head this process does
 *   not know, after a fast path found a head not yet seen committed elsewhere, and for every append
 *   of `appendToStreams`.
 * - one statement (`known-head-append.ts`): the hashes are chained here and the append is one plain
 *   INSERT/UPDATE that moves the head only if it is still where this process saw it, else answers a
 *   conflict at once when that head was seen committed (versions only grow). Taken when the
 *   stream is new (expected version 0) or its head is in the stream-head cache (`StreamHeads`: this
 *   process appended to it or read it to its end) at the expected version.
 * - group commit (`append-batcher.ts`): one-statement appends of `append` that arrive while others
 *   are on their way share one statement and one commit; a lone append goes at once.
 * - numbered group commit (`numbered-append-batcher.ts`): numbered appends waiting on one counter
 *   share one transaction, and their new streams one statement (`appendAllOnClient`).
 *
 * What each gained and how it was measured: docs/performance.md, "Append path".
 */
import type pg from 'pg';
import { newId } from '../ids.ts';
import { AppendBatcher, appendBatch, type HeadAppend } from './append-batcher.ts';
import { canonicalJson } from './canonical-json.ts';
import {
  ConcurrencyError,
  streamCategory,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type StreamAppend,
} from './event-store.port.ts';
import { eventHash, hashedText } from './hashed-content.ts';
import {
  StreamHeads,
  appendAfterKnownHead,
  type PreparedEvent,
  type StreamHead,
} from './known-head-append.ts';

/** The previous hash of a stream's first event. */
export const GENESIS = Buffer.alloc(32);
const CONFLICT_SQLSTATE = 'EV409';

/**
 * New events with their ids (given or made here) and the canonical text of their data, made once for
 * the hash and the database; refuses an event without data.
 */
const newEventsOf = (events: readonly NewEvent[]) =>
  events.map((e) => {
    if (e.data === undefined) throw new Error('an event needs data');
    return {
      eventId: e.eventId ?? newId(),
      type: e.type,
      schemaVersion: e.schemaVersion ?? 1,
      dataJson: canonicalJson(e.data),
    };
  });

/** The plain path: es_append checks the expected version and hashes the events in the database. */
export const appendPlain = async (
  client: pg.Pool | pg.ClientBase,
  { streamId, expected, events }: StreamAppend,
  metadata: EventMetadata,
): Promise<AppendResult> => {
  if (events.length === 0) throw new Error('append needs at least one event');
  const recordedAt = new Date().toISOString();
  const metadataJson = canonicalJson(metadata);
  const prepared = newEventsOf(events);
  try {
    // Bodies, metadata and hashed texts travel as JSON rather than as PostgreSQL array literals,
    // which the driver escapes character by character (more client time than the rest of an append).
    const { rows } = await client.query<{ next_version: string; tx: string; gp: string }>({
      name: 'es_append',
      text: `SELECT next_version, tx::text AS tx, gp FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::int[],
             ARRAY(SELECT d FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS t(d, i) ORDER BY i),
             array_fill($8::jsonb, ARRAY[cardinality($4::uuid[])]),
             ARRAY(SELECT c FROM jsonb_array_elements_text($9::jsonb) WITH ORDINALITY AS t(c, i) ORDER BY i),
             $10)`,
      values: [
        streamId,
        streamCategory(streamId),
        expected === 'any' ? -1 : expected,
        prepared.map((e) => e.eventId),
        prepared.map((e) => e.type),
        prepared.map((e) => e.schemaVersion),
        `[${prepared.map((e) => e.dataJson).join(',')}]`,
        metadataJson,
        JSON.stringify(
          prepared.map((e) => hashedText({ ...e, streamId, recordedAt }, e.dataJson, metadataJson)),
        ),
        recordedAt,
      ],
    });
    const row = rows[0];
    if (!row) throw new Error('es_append returned no row');
    return { nextVersion: Number(row.next_version), position: { tx: BigInt(row.tx), gp: BigInt(row.gp) } };
  } catch (error) {
    if ((error as { code?: string }).code === CONFLICT_SQLSTATE) {
      throw new ConcurrencyError(streamId, expected, (error as Error).message);
    }
    throw error;
  }
};

/** The events with their hashes, each chained on the one before it, the first on `head`. */
const chain = (
  head: Buffer,
  events: ReturnType<typeof newEventsOf>,
  streamId: string,
  recordedAt: string,
  metadataJson: string,
): PreparedEvent[] => {
  let prevHash = head;
  return events.map((event) => {
    const hash = eventHash(prevHash, { ...event, streamId, recordedAt }, event.dataJson, metadataJson);
    const chained = { ...event, hash, prevHash };
    prevHash = hash;
    return chained;
  });
};

/** A new stream's append with its hashes chained on genesis, ready for one statement. */
const newStreamAppend = ({ streamId, events }: StreamAppend, metadata: EventMetadata): HeadAppend => {
  const recordedAt = new Date().toISOString();
  const metadataJson = canonicalJson(metadata);
  return {
    streamId,
    streamType: streamCategory(streamId),
    head: { version: 0, hash: GENESIS },
    events: chain(GENESIS, newEventsOf(events), streamId, recordedAt, metadataJson),
    metadataJson,
    recordedAt,
  };
};

const existsAlready = (streamId: string) =>
  new ConcurrencyError(streamId, 0, `stream ${streamId} expected at version 0, but it exists`);

/** The fast paths' state: the stream-head cache and the group commit, one of each per store. */
export class AppendPaths {
  /** Heads of streams this process appended to or read to the end. */
  private readonly heads = new StreamHeads();
  private readonly batcher: AppendBatcher;

  constructor(private readonly pool: pg.Pool) {
    this.batcher = new AppendBatcher(pool);
  }

  /** An append on its own: one statement, group-committed, when it applies; else the plain path. */
  async append(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    return (
      (await this.appendAfterHead(streamId, expected, events, metadata)) ??
      (await appendPlain(this.pool, { streamId, expected, events }, metadata))
    );
  }

  /** The head of a stream read to its end, for a following append (a stale one costs a retry). */
  remember(streamId: string, head: StreamHead): void {
    this.heads.set(streamId, head);
  }

  /**
   * An append inside a caller's transaction: a new stream's is one statement with hashes chained
   * here (never batched: the transaction is the caller's); any other takes the plain path.
   */
  async appendOnClient(
    client: pg.ClientBase,
    append: StreamAppend,
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    if (append.expected !== 0 || append.events.length === 0) return appendPlain(client, append, metadata);
    const created = newStreamAppend(append, metadata);
    const position = await appendAfterKnownHead(
      client,
      created.streamId,
      created.streamType,
      created.head,
      created.events,
      created.metadataJson,
      created.recordedAt,
    );
    if (!position) throw existsAlready(append.streamId);
    return this.createdAt(created, position);
  }

  /**
   * Appends inside a caller's transaction, each with its own metadata (a group of numbered
   * reports): new streams, each named once, share one statement; anything else goes one by one.
   */
  async appendAllOnClient(
    client: pg.ClientBase,
    appends: readonly { append: StreamAppend; metadata: EventMetadata }[],
  ): Promise<AppendResult[]> {
    const distinct = new Set(appends.map(({ append }) => append.streamId)).size === appends.length;
    const allNew = appends.every(({ append }) => append.expected === 0 && append.events.length > 0);
    if (appends.length < 2 || !distinct || !allNew) {
      const results: AppendResult[] = [];
      for (const { append, metadata } of appends)
        results.push(await this.appendOnClient(client, append, metadata));
      return results;
    }
    const created = appends.map(({ append, metadata }) => newStreamAppend(append, metadata));
    const positions = await appendBatch(client, created);
    const missing = positions.findIndex((p) => p === null);
    if (missing >= 0) throw existsAlready(created[missing]!.streamId);
    return created.map((c, i) => this.createdAt(c, positions[i]!));
  }

  /**
   * A new stream's result; its head is remembered as not yet committed (if the caller rolls back, a
   * stale head costs a retry on the plain path, never a false conflict).
   */
  private createdAt(created: HeadAppend, position: LogPosition): AppendResult {
    const version = created.events.length;
    this.heads.set(created.streamId, { version, hash: created.events.at(-1)!.hash }, false);
    return { nextVersion: version, position };
  }

  /**
   * The one-statement append when the stream is new or its head is known here; null when that
   * does not apply (the plain path then does the append). A stream not at `expected` is a conflict.
   */
  private async appendAfterHead(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult | null> {
    if (expected === 'any' || events.length === 0) return null;
    const head = expected === 0 ? { version: 0, hash: GENESIS, committed: true } : this.heads.get(streamId);
    // A head this process saw committed past `expected`: the stream has moved on (versions only
    // grow), a conflict known without asking the database.
    if (head?.committed && head.version > expected)
      throw new ConcurrencyError(
        streamId,
        expected,
        `stream ${streamId} expected at version ${expected}, but it has reached ${head.version}`,
      );
    if (!head?.hash || head.version !== expected) return null;
    const recordedAt = new Date().toISOString();
    const metadataJson = canonicalJson(metadata);
    const prepared = chain(head.hash, newEventsOf(events), streamId, recordedAt, metadataJson);
    const position = await this.batcher.append({
      streamId,
      streamType: streamCategory(streamId),
      head: { version: head.version, hash: head.hash },
      events: prepared,
      metadataJson,
      recordedAt,
    });
    if (!position) {
      if (expected === 0) throw existsAlready(streamId);
      if (!head.committed) {
        this.heads.forget(streamId);
        return null;
      }
      // A head seen committed at `expected` is gone, and versions only grow: the stream is past it.
      // Appends queued behind this one with the same expected version are refused in memory.
      this.heads.passed(streamId, expected);
      throw new ConcurrencyError(
        streamId,
        expected,
        `stream ${streamId} expected at version ${expected}, but it has moved past it`,
      );
    }
    const nextVersion = head.version + events.length;
    this.heads.set(streamId, { version: nextVersion, hash: prepared.at(-1)!.hash });
    return { nextVersion, position };
  }
}
