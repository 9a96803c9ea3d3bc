import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type JSONType,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type pg from 'pg';
import { newId } from '@hs/infra/ids';
import {
  canonicalJson,
  ConcurrencyError,
  eventHash,
  logStart,
  UpcasterRegistry,
  type AppendResult,
  type Counter,
  type EventMetadata,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type NumberedAppend,
  type ReadStreamOptions,
  type SideEffects,
  type StoredEvent,
  type StreamAppend,
  type SubscribableEventStore,
  type VerifyReport,
} from '@hs/infra/event-store';

const GENESIS = Buffer.alloc(32);

/**
 * What we keep in each KurrentDB event's metadata: all string values, because the multi-stream
 * append accepts nothing else. `hs.meta` is our EventMetadata as JSON.
 */
type StoredMetadata = {
  'hs.meta': string;
  'hs.schemaVersion': string;
  'hs.recordedAt': string;
  'hs.hash': string;
  'hs.prevHash': string;
};

type Prepared = { id: string; type: string; data: unknown; metadata: StoredMetadata };

/**
 * The EventStore port on KurrentDB (docs/architecture.md, "Running it and scaling out"), selected
 * by EVENT_STORE=kurrentdb.
 *
 * - Versions: ours are 1-based, KurrentDB revisions 0-based: expected version n is revision n-1,
 *   0 is NO_STREAM; stream version = revision + 1.
 * - Log positions: `{tx, gp}` carries KurrentDB's `{commit, prepare}`; both order the same way, so
 *   checkpoints, consistency tokens and es_checkpoints work unchanged.
 * - $all is written by one leader in commit order, so reading after a position never skips an
 *   event that commits later (the problem the PostgreSQL store solves with the xmin rule).
 * - Hash chain: each event carries hash and previous hash in its metadata, computed as in the
 *   PostgreSQL store from the head of the stream read just before the append; the append's
 *   expected revision makes a concurrent writer fail instead of forking the chain. `verify`
 *   recomputes every chain from $all. KurrentDB itself cannot edit an event; what verify catches
 *   here is a stream truncated or deleted by an administrator (a version gap) or a foreign writer.
 * - appendToStreams uses the client's multiStreamAppend (server 25.1 or newer): all or none. On
 *   older servers it fails rather than write part of the set. Its `alsoInTransaction` (state in
 *   PostgreSQL that moves with the events, such as sessions) cannot share a transaction with
 *   KurrentDB: it runs on the `postgres` pool right after the append succeeds, so a crash
 *   between the two leaves the events without it. Without that pool it is refused up front.
 * - Time travel (`asOf`) uses the recordedAt in our metadata, the instant the hash covers.
 * - Numbered appends take their number from the PostgreSQL counter and hold its row until the
 *   KurrentDB append is done (appendNumbered): no gap, no number used twice.
 */
export class KurrentDbEventStore implements SubscribableEventStore {
  constructor(
    private readonly client: KurrentDBClient,
    private readonly upcasters: UpcasterRegistry = new UpcasterRegistry(),
    private readonly onAppended: (position: LogPosition) => void = () => {},
    private readonly postgres: pg.Pool | null = null,
  ) {}

  static fromConnectionString(
    url: string,
    upcasters?: UpcasterRegistry,
    onAppended?: (position: LogPosition) => void,
    postgres?: pg.Pool,
  ): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url), upcasters, onAppended, postgres);
  }

  async dispose(): Promise<void> {
    await this.client.dispose();
  }

  async append(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (;;) {
      const head = await this.head(streamId);
      if (expected !== 'any' && head.version !== expected) {
        throw new ConcurrencyError(
          streamId,
          expected,
          `stream ${streamId} expected at version ${expected}, but it is at ${head.version}`,
        );
      }
      const prepared = prepare(streamId, events, metadata, head.hash);
      try {
        const result = await this.client.appendToStream(streamId, prepared.map(toEventData), {
          streamState: streamStateOf(head.version),
        });
        if (!result.position) throw new Error('KurrentDB returned no position for the append');
        const position = { tx: result.position.commit, gp: result.position.prepare };
        this.onAppended(position);
        return { nextVersion: Number(result.nextExpectedRevision) + 1, position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        // 'any' only needs a consistent chain: read the new head and try again.
        if (expected === 'any') continue;
        throw new ConcurrencyError(streamId, expected, error.message);
      }
    }
  }

  async appendToStreams(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    alsoInTransaction?: SideEffects,
  ): Promise<AppendResult[]> {
    if (alsoInTransaction && !this.postgres) {
      throw new Error('this KurrentDB store has no PostgreSQL connection for state that moves with events');
    }
    const requests = [];
    for (const append of appends) {
      if (append.events.length === 0) throw new Error('append needs at least one event');
      const head = await this.head(append.streamId);
      if (append.expected !== 'any' && head.version !== append.expected) {
        throw new ConcurrencyError(
          append.streamId,
          append.expected,
          `stream ${append.streamId} expected at version ${append.expected}, but it is at ${head.version}`,
        );
      }
      requests.push({
        streamName: append.streamId,
        events: prepare(append.streamId, append.events, metadata, head.hash).map(toEventData),
        expectedState: streamStateOf(head.version),
      });
    }
    let revisions: Map<string, bigint>;
    try {
      const result = await this.client.multiStreamAppend(requests);
      revisions = new Map(result.responses.map((r) => [r.streamName, r.revision]));
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const first = appends[0]!;
        throw new ConcurrencyError(first.streamId, first.expected, error.message);
      }
      throw error;
    }
    // The multi-stream append returns one commit position; each stream's last event gives the
    // exact position of that stream's events, as a consistency token must be.
    const results: AppendResult[] = [];
    for (const append of appends) {
      const [last] = await this.readBackwards(append.streamId, 1);
      if (!last) throw new Error(`stream ${append.streamId} is empty after its append`);
      const revision = revisions.get(append.streamId) ?? BigInt(last.streamVersion - 1);
      results.push({ nextVersion: Number(revision) + 1, position: last.position });
    }
    if (alsoInTransaction && this.postgres) await alsoInTransaction(this.postgres);
    const lastPosition = results.at(-1)?.position;
    if (lastPosition) this.onAppended(lastPosition);
    return results;
  }

  /**
   * Gap-free without a shared commit: the counter row stays locked (so numbered appends on it wait
   * in turn) until KurrentDB has taken the events; a failed append rolls the number back. The number
   * is also claimed in KurrentDB, in the same append: if the append succeeded but its COMMIT was
   * lost, the next append finds the claim and passes the number rather than use it twice.
   */
  async appendNumbered(
    counter: Counter,
    make: (number: number) => readonly StreamAppend[],
    metadata: EventMetadata,
  ): Promise<NumberedAppend> {
    if (!this.postgres)
      throw new Error('this KurrentDB store has no PostgreSQL connection to take a number from');
    const db = await this.postgres.connect();
    try {
      for (;;) {
        await db.query('BEGIN');
        try {
          const number = await counter.take(db, 1);
          const claim = numberClaimStream(counter.key, number);
          if ((await this.head(claim)).version > 0) {
            await db.query('COMMIT');
            continue;
          }
          const claiming = { type: NUMBER_CLAIMED, data: { counter: counter.key, number } };
          const made = make(number);
          const results = await this.appendToStreams(
            [...made, { streamId: claim, expected: 0, events: [claiming] }],
            metadata,
          );
          await db.query('COMMIT');
          return { number, results: results.slice(0, made.length) };
        } catch (error) {
          await db.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }
    } finally {
      db.release();
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const from = options.fromVersion ?? 1;
    const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
    if (to < from) return [];
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: BigInt(from - 1),
        direction: FORWARDS,
        maxCount: to === Number.MAX_SAFE_INTEGER ? Number.MAX_SAFE_INTEGER : to - from + 1,
      })) {
        const event = this.toStoredEvent(resolved);
        if (!event) continue;
        if (options.asOf && new Date(event.recordedAt) > options.asOf) break;
        events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    const fromStart = after.tx === 0n && after.gp === 0n;
    // Reading from a position includes the event at it: ask for one more and drop what is not after.
    for await (const resolved of this.client.readAll({
      fromPosition: fromStart ? START : { commit: after.tx, prepare: after.gp },
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    })) {
      const event = this.toStoredEvent(resolved);
      if (!event) continue;
      const { tx, gp } = event.position;
      if (tx < after.tx || (tx === after.tx && gp <= after.gp)) continue;
      events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  /** The last of our events in $all, read backwards. */
  async lastPosition(): Promise<LogPosition> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      filter: excludeSystemEvents(),
    })) {
      const event = this.toStoredEvent(resolved);
      if (event) return event.position;
    }
    return logStart;
  }

  /** The projection's client is not needed: KurrentDB is read over its own connection. */
  readAllWith(_client: pg.ClientBase, after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return this.readAll(after, limit);
  }

  async verify(onProgress: (events: number) => void = () => {}): Promise<VerifyReport> {
    const heads = new Map<string, { version: number; hash: Buffer }>();
    let events = 0;
    for await (const resolved of this.client.readAll({
      fromPosition: START,
      direction: FORWARDS,
      filter: excludeSystemEvents(),
    })) {
      const raw = resolved.event;
      if (!raw || !isOurs(raw.metadata)) continue;
      const event = this.toStoredEvent(resolved, false)!;
      const previous = heads.get(event.streamId);
      const expectedVersion = (previous?.version ?? 0) + 1;
      const expectedPrev = previous?.hash ?? GENESIS;
      const recomputed = eventHash(
        event.prevHash,
        event,
        canonicalJson(raw.data),
        canonicalJson(event.metadata),
      );
      const reason =
        event.streamVersion !== expectedVersion
          ? `expected version ${expectedVersion} here`
          : !event.prevHash.equals(expectedPrev)
            ? 'its previous-hash does not match the event before it'
            : !recomputed.equals(event.hash)
              ? 'its content does not match its hash'
              : null;
      if (reason) {
        return {
          streams: heads.size,
          events,
          firstBreak: {
            streamId: event.streamId,
            streamVersion: event.streamVersion,
            eventId: event.eventId,
            reason,
          },
        };
      }
      heads.set(event.streamId, { version: event.streamVersion, hash: event.hash });
      events += 1;
      if (events % 5000 === 0) onProgress(events);
    }
    onProgress(events);
    return { streams: heads.size, events, firstBreak: null };
  }

  /** The stream's version (0 when it does not exist) and the hash its next event chains to. */
  private async head(streamId: string): Promise<{ version: number; hash: Buffer }> {
    const [last] = await this.readBackwards(streamId, 1);
    return last ? { version: last.streamVersion, hash: last.hash } : { version: 0, hash: GENESIS };
  }

  private async readBackwards(streamId: string, count: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: count,
      })) {
        const event = this.toStoredEvent(resolved, false);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** Our events only (metadata written by this adapter); upcast unless `upcast` is false. */
  private toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent, upcast = true): StoredEvent | null {
    const raw = resolved.event;
    if (!raw || !raw.isJson || !isOurs(raw.metadata)) return null;
    const meta = raw.metadata;
    const storedVersion = Number(meta['hs.schemaVersion']);
    const { schemaVersion, data } = upcast
      ? this.upcasters.upcast(raw.type, storedVersion, raw.data)
      : { schemaVersion: storedVersion, data: raw.data };
    const position = raw.position ?? resolved.commitPosition;
    return {
      streamId: raw.streamId,
      streamVersion: Number(raw.revision) + 1,
      eventId: raw.id,
      type: raw.type,
      schemaVersion,
      data,
      metadata: JSON.parse(meta['hs.meta']) as EventMetadata,
      recordedAt: meta['hs.recordedAt'],
      position:
        typeof position === 'bigint'
          ? { tx: position, gp: position }
          : { tx: position?.commit ?? 0n, gp: position?.prepare ?? 0n },
      hash: Buffer.from(meta['hs.hash'], 'hex'),
      prevHash: Buffer.from(meta['hs.prevHash'], 'hex'),
    };
  }
}

/** The event that marks a number as used, in a stream of its own per number (appendNumbered). */
export const NUMBER_CLAIMED = 'NumberClaimed';
const numberClaimStream = (counterKey: string, number: number) => `numberClaim-${counterKey}-${number}`;

const isOurs = (metadata: unknown): metadata is StoredMetadata =>
  typeof metadata === 'object' &&
  metadata !== null &&
  typeof (metadata as Record<string, unknown>)['hs.hash'] === 'string' &&
  typeof (metadata as Record<string, unknown>)['hs.meta'] === 'string';

const streamStateOf = (version: number): AppendStreamState =>
  version === 0 ? NO_STREAM : BigInt(version - 1);

/**
 * Our metadata and the hash chain for new events, continuing from the stream's head hash. The hash
 * covers the same content as the PostgreSQL store's (eventHash), so a chain means the same in both.
 */
const prepare = (
  streamId: string,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  headHash: Buffer,
): Prepared[] => {
  const recordedAt = new Date().toISOString();
  const metadataJson = canonicalJson(metadata);
  let prevHash = headHash;
  return events.map((e) => {
    const eventId = e.eventId ?? newId();
    const schemaVersion = e.schemaVersion ?? 1;
    const fields = { streamId, eventId, type: e.type, schemaVersion, recordedAt };
    const hash = eventHash(prevHash, fields, canonicalJson(e.data), metadataJson);
    const prepared: Prepared = {
      id: eventId,
      type: e.type,
      data: e.data,
      metadata: {
        'hs.meta': JSON.stringify(metadata),
        'hs.schemaVersion': String(schemaVersion),
        'hs.recordedAt': recordedAt,
        'hs.hash': hash.toString('hex'),
        'hs.prevHash': prevHash.toString('hex'),
      },
    };
    prevHash = hash;
    return prepared;
  });
};

const toEventData = (p: Prepared) =>
  jsonEvent({ id: p.id, type: p.type, data: p.data as JSONType, metadata: p.metadata });
