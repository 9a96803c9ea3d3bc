import type pg from 'pg';
import type { LogPosition } from './event-store.port.ts';
import { appendAfterKnownHead, type PreparedEvent, type StreamHead } from './known-head-append.ts';

/** One append whose head is known (new stream or remembered head), hashes already chained. */
export type HeadAppend = {
  streamId: string;
  streamType: string;
  head: StreamHead;
  events: readonly PreparedEvent[];
  /** The canonical JSON of the append's metadata, as hashed. */
  metadataJson: string;
  recordedAt: string;
};

type Waiting = {
  append: HeadAppend;
  resolve: (position: LogPosition | null) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit: appends that arrive while earlier ones are on their way to the database go together
 * in one statement and one transaction, each to its own stream with its own expected head. A stream
 * not at its expected head gets no events (a conflict for that append alone); the others commit.
 * One append alone goes at once, as before: batching only happens when there is a queue, so it adds
 * no wait. Commits and round trips, not rows, limit the appends
 * (docs/performance.md, "Append path").
 *
 * Writers racing on one stream are queued by the store before they get here (PostgresEventStore.append);
 * a batch still never holds two appends to one stream, which its statement could not tell apart. If
 * a batch fails as a whole (say a duplicate event id), each of its appends is tried alone, so one bad
 * append never fails the others.
 *
 * Two statements are in flight at most, so small appends share commits. A statement's rows are
 * written by one database backend on one core, though: while more events wait than one batch holds
 * (`maxBatchEvents`, appends of many events each), the queue is split into batches of about that
 * size and up to `maxInFlightWhenLong` go at once; appends of one event each measured best with two
 * statements (docs/performance.md, "Append path").
 */
export class AppendBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxInFlight = 2,
    private readonly maxBatch = 64,
    private readonly maxBatchEvents = 100,
    private readonly maxInFlightWhenLong = 4,
  ) {}

  append(append: HeadAppend): Promise<LogPosition | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.inFlight < this.slots()) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private slots(): number {
    let waitingEvents = 0;
    for (const item of this.waiting) waitingEvents += item.append.events.length;
    return waitingEvents > this.maxBatchEvents ? this.maxInFlightWhenLong : this.maxInFlight;
  }

  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const streams = new Set<string>();
    const rest: Waiting[] = [];
    let events = 0;
    for (const item of this.waiting) {
      const size = item.append.events.length;
      const fits =
        batch.length === 0 || (batch.length < this.maxBatch && events + size <= this.maxBatchEvents);
      if (fits && !streams.has(item.append.streamId)) {
        batch.push(item);
        streams.add(item.append.streamId);
        events += size;
      } else rest.push(item);
    }
    this.waiting.splice(0, this.waiting.length, ...rest);
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const positions = await appendBatch(
        this.pool,
        batch.map((b) => b.append),
      ).catch(() => null);
      if (positions) {
        batch.forEach((b, i) => b.resolve(positions[i] ?? null));
        return;
      }
    }
    await Promise.all(batch.map((b) => alone(this.pool, b.append).then(b.resolve, b.reject)));
  }
}

const alone = (pool: pg.Pool, a: HeadAppend) =>
  appendAfterKnownHead(pool, a.streamId, a.streamType, a.head, a.events, a.metadataJson, a.recordedAt);

const hex = (buffer: Buffer) => buffer.toString('hex');

/**
 * Several appends in one statement. Heads that move are locked in stream order first, so two
 * batches never wait for each other crosswise (no deadlock). Answers one row per append that went
 * in: its stream and the position of its last event.
 */
const BATCH = `
  WITH a AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS a(i int, s text, t text, v bigint, n int, ph text, nh text, m jsonb, r timestamptz)
  ),
  locked AS (
    SELECT st.stream_id FROM es_streams st
     WHERE st.stream_id IN (SELECT s FROM a WHERE v > 0)
     ORDER BY st.stream_id FOR UPDATE
  ),
  moved AS (
    UPDATE es_streams st SET version = a.v + a.n, last_hash = decode(a.nh, 'hex'), updated_at = now()
      FROM a JOIN locked l ON l.stream_id = a.s
     WHERE a.v > 0 AND st.stream_id = a.s AND st.version = a.v AND st.last_hash = decode(a.ph, 'hex')
    RETURNING st.stream_id
  ),
  created AS (
    INSERT INTO es_streams (stream_id, stream_type, version, last_hash)
    SELECT s, t, n, decode(nh, 'hex') FROM a WHERE v = 0 ORDER BY s
    ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id
  ),
  ok AS (SELECT stream_id FROM moved UNION ALL SELECT stream_id FROM created),
  e AS (
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                           recorded_at, hash, prev_hash)
    SELECT a.s, a.v + e.o, e.id, e.ty, e.sv, e.d, a.m, a.r, decode(e.h, 'hex'), decode(e.p, 'hex')
      FROM jsonb_to_recordset($2::jsonb) AS e(k int, o int, id uuid, ty text, sv int, d jsonb, h text, p text)
      JOIN a ON a.i = e.k
      JOIN ok ON ok.stream_id = a.s
     ORDER BY e.k, e.o
    RETURNING stream_id, global_position
  )
  SELECT stream_id, pg_current_xact_id()::text AS tx, max(global_position)::text AS gp FROM e GROUP BY stream_id`;

const str = JSON.stringify;

/**
 * The statement's two JSON arguments, written out around the canonical texts the append already
 * made (data and metadata), rather than serialised again: every other value goes through
 * JSON.stringify, so the result is the JSON of the same objects.
 */
const batchArguments = (appends: readonly HeadAppend[]): [string, string] => {
  const heads: string[] = [];
  const events: string[] = [];
  appends.forEach((a, i) => {
    heads.push(
      `{"i":${i},"s":${str(a.streamId)},"t":${str(a.streamType)},"v":${a.head.version},"n":${a.events.length},` +
        `"ph":"${hex(a.head.hash)}","nh":"${hex(a.events.at(-1)!.hash)}","m":${a.metadataJson},"r":${str(a.recordedAt)}}`,
    );
    a.events.forEach((e, o) =>
      events.push(
        `{"k":${i},"o":${o + 1},"id":${str(e.eventId)},"ty":${str(e.type)},"sv":${e.schemaVersion},` +
          `"d":${e.dataJson},"h":"${hex(e.hash)}","p":"${hex(e.prevHash)}"}`,
      ),
    );
  });
  return [`[${heads.join(',')}]`, `[${events.join(',')}]`];
};

/**
 * Appends to distinct streams in one statement (on the pool, or in a caller's transaction): positions
 * of the last event of each, null for an append whose stream was elsewhere.
 */
export const appendBatch = async (
  db: pg.Pool | pg.ClientBase,
  appends: readonly HeadAppend[],
): Promise<(LogPosition | null)[]> => {
  const { rows } = await db.query<{ stream_id: string; tx: string; gp: string }>({
    name: 'es_append_batch',
    text: BATCH,
    values: batchArguments(appends),
  });
  const last = new Map<string, LogPosition>();
  for (const row of rows) last.set(row.stream_id, { tx: BigInt(row.tx), gp: BigInt(row.gp) });
  return appends.map((a) => last.get(a.streamId) ?? null);
};
