import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { LogPosition } from './event-store.port.ts';

/**
 * The append when the stream's head is known in this process: a new stream (expected version 0,
 * previous hash = genesis) or a stream this process last appended to or read to its end. The hashes
 * are then computed here and the append is ONE plain statement, instead of es_append's function
 * call that receives every event's canonical text to hash it in the database: measurably more
 * appends per second (docs/performance.md, "Append path").
 *
 * Safety does not depend on the head being right: the stream row moves only if it still has the
 * version AND the last hash the hashes were chained on; otherwise nothing is written and the append
 * is refused as a conflict (the stream is not at the expected version; the caller re-reads).
 */
export type StreamHead = { version: number; hash: Buffer };

/**
 * What the cache holds of a stream: a head and whether it was seen committed (a head made inside a
 * caller's transaction may still roll back), or after a refused append only that the stream has
 * passed a version (its hash unknown here).
 */
export type CachedHead =
  (StreamHead & { committed: boolean }) | { version: number; hash: null; committed: true };

/**
 * Heads of recently used streams, least recently used dropped first. `lru-cache` rather than a Map
 * whose oldest key is deleted on each insert: V8 leaves the deleted entries in place until the
 * table is rebuilt, so finding the oldest key walks over them (docs/performance.md, "Append path").
 */
export class StreamHeads {
  private readonly heads: LRUCache<string, CachedHead>;

  constructor(max = 10_000) {
    this.heads = new LRUCache({ max });
  }

  get(streamId: string): CachedHead | undefined {
    return this.heads.get(streamId);
  }

  set(streamId: string, head: StreamHead, committed = true): void {
    this.heads.set(streamId, { ...head, committed });
  }

  /**
   * The stream is past `version`: appends still expecting it are refused without a round trip. A
   * newer head learnt meanwhile (a read) is kept.
   */
  passed(streamId: string, version: number): void {
    const known = this.heads.get(streamId);
    if (!known || known.version <= version)
      this.heads.set(streamId, { version: version + 1, hash: null, committed: true });
  }

  forget(streamId: string): void {
    this.heads.delete(streamId);
  }
}

export type PreparedEvent = {
  eventId: string;
  type: string;
  schemaVersion: number;
  /** The canonical JSON of its data, as hashed. */
  dataJson: string;
  hash: Buffer;
  prevHash: Buffer;
};

/** Answers one row, the last event's position, only when the stream moved (`s` has its row). */
const eventsFrom = (first: string) => `,
  e AS (
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                           recorded_at, hash, prev_hash)
    SELECT s.stream_id, ${first} + d.ord, ($4::uuid[])[d.ord], ($5::text[])[d.ord], ($6::int[])[d.ord], d.data,
           $8::jsonb, $9::timestamptz, ($10::bytea[])[d.ord], ($11::bytea[])[d.ord]
      FROM s, jsonb_array_elements($7::jsonb) WITH ORDINALITY AS d(data, ord)
     ORDER BY d.ord
    RETURNING global_position)
  SELECT pg_current_xact_id()::text AS tx, max(global_position)::text AS gp FROM e HAVING count(*) > 0`;

/** Creates the stream with its first events; no row when it exists already. */
const NEW_STREAM = `
  WITH s AS (
    INSERT INTO es_streams (stream_id, stream_type, version, last_hash)
    VALUES ($1, $2, $3, $12) ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id)${eventsFrom('0')}`;

/** Moves the head from ($3 - count, its hash) to ($3, $12); no row when it is elsewhere. */
const KNOWN_STREAM = `
  WITH s AS (
    UPDATE es_streams SET version = $3, last_hash = $12, updated_at = now()
     WHERE stream_id = $1 AND stream_type = $2 AND version = $3 - cardinality($4::uuid[]) AND last_hash = $13
    RETURNING stream_id)${eventsFrom('($3::bigint - cardinality($4::uuid[]))')}`;

/**
 * Appends `events` (hashes chained from `head`) after `head`. Answers the position of the last
 * event, or null when the stream's head is not `head` (nothing was written).
 */
export const appendAfterKnownHead = async (
  client: pg.Pool | pg.ClientBase,
  streamId: string,
  streamType: string,
  head: StreamHead,
  events: readonly PreparedEvent[],
  metadataJson: string,
  recordedAt: string,
): Promise<LogPosition | null> => {
  const fresh = head.version === 0;
  const { rows } = await client.query<{ tx: string; gp: string }>({
    name: fresh ? 'es_append_new_stream' : 'es_append_known_head',
    text: fresh ? NEW_STREAM : KNOWN_STREAM,
    values: [
      streamId,
      streamType,
      head.version + events.length,
      events.map((e) => e.eventId),
      events.map((e) => e.type),
      events.map((e) => e.schemaVersion),
      `[${events.map((e) => e.dataJson).join(',')}]`,
      metadataJson,
      recordedAt,
      events.map((e) => e.hash),
      events.map((e) => e.prevHash),
      events.at(-1)!.hash,
      ...(fresh ? [] : [head.hash]),
    ],
  });
  const last = rows[0];
  return last ? { tx: BigInt(last.tx), gp: BigInt(last.gp) } : null;
};
