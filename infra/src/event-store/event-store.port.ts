import type pg from 'pg';

/**
 * The event store port (docs/architecture.md, "The event store"). PostgreSQL implements it here;
 * KurrentDB implements the same contract in scale-out/.
 */

/** A place in the whole log, in the order subscribers read it: (transaction id, global position). */
export type LogPosition = { tx: bigint; gp: bigint };
export const logStart: LogPosition = { tx: 0n, gp: 0n };

export const formatPosition = (p: LogPosition): string => `${p.tx}:${p.gp}`;
export const parsePosition = (token: string): LogPosition => {
  const [tx = '0', gp = '0'] = token.split(':');
  return { tx: BigInt(tx), gp: BigInt(gp) };
};
export const comparePositions = (a: LogPosition, b: LogPosition): number =>
  a.tx !== b.tx ? (a.tx < b.tx ? -1 : 1) : a.gp === b.gp ? 0 : a.gp < b.gp ? -1 : 1;

/** Who did what, why and through which request: stored with every event. */
export type EventMetadata = {
  userId: string | null;
  userName: string | null;
  role: string | null;
  command: string;
  correlationId: string;
  causationId: string | null;
  requestId: string | null;
  clientIp: string | null;
  [extra: string]: unknown;
};

export type NewEvent = { type: string; data: unknown; schemaVersion?: number; eventId?: string };

/** Read-only: reads of one stream asked for together share one query's parsed data (shared-reads.ts). */
export type StoredEvent<Data = unknown> = {
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: string;
  position: LogPosition;
  hash: Buffer;
  prevHash: Buffer;
};

/** 0 = the stream must not exist yet; n = the stream must be at version n; 'any' = no check. */
export type ExpectedVersion = number | 'any';

export type AppendResult = { nextVersion: number; position: LogPosition };

/** The transaction's connection, as pg's client answers: rows typed by the caller. */
export type SqlRunner = {
  query: <R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: R[] }>;
};
export type SideEffects = (db: SqlRunner) => Promise<void>;
/** A connection whose answers are read (a counter row taken with an append). */
export type SqlReader = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * Where numbered appends take their numbers (a counter row). Appends on one `key` may share a
 * transaction that takes all their numbers with one `take`, so one key must mean one counter.
 */
export type Counter = {
  key: string;
  /** Takes `count` consecutive numbers and answers the first. */
  take: (db: SqlReader, count: number) => Promise<number>;
};

export type NumberedAppend = { number: number; results: AppendResult[] };

/** Reads the whole log in order after a checkpoint, with the caller's connection (projections, the bus relay). */
export type ReadLog = (client: pg.ClientBase, after: LogPosition, limit: number) => Promise<StoredEvent[]>;

export type StreamAppend = { streamId: string; expected: ExpectedVersion; events: readonly NewEvent[] };

export type ReadStreamOptions = {
  fromVersion?: number;
  toVersion?: number;
  /** Time travel: only events recorded at or before this instant. */
  asOf?: Date;
  /** Exactly as stored, without upcasting (audit export). */
  raw?: boolean;
};

export type ChainBreak = { streamId: string; streamVersion: number; eventId: string; reason: string };
export type VerifyReport = { streams: number; events: number; firstBreak: ChainBreak | null };

export interface EventStore {
  append(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;
  /**
   * Appends to several streams atomically: all or none. `alsoInTransaction` changes state that
   * must move with the events (sessions of a deactivated user) in the same database transaction.
   */
  appendToStreams(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    alsoInTransaction?: SideEffects,
  ): Promise<AppendResult[]>;
  /**
   * Takes the next number of `counter` in the append's own transaction, then appends what `make`
   * builds from it: both commit or neither, so a failed append or a refused `make` gives the
   * number back, and numbers follow commit order.
   */
  appendNumbered(
    counter: Counter,
    make: (number: number) => readonly StreamAppend[],
    metadata: EventMetadata,
  ): Promise<NumberedAppend>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** Events after `after` in log order, never skipping one that commits later (xmin rule). */
  readAll(after: LogPosition, limit: number): Promise<StoredEvent[]>;
  /**
   * The position of the last committed event (logStart for an empty log), held back by readAll or
   * not: a reader that must have seen the whole log as it stands reads until it has passed this.
   */
  lastPosition(): Promise<LogPosition>;
  /** Recomputes hash chains: every stream, or the one given. */
  verify(onProgress?: (events: number) => void, options?: { streamId?: string }): Promise<VerifyReport>;
}

/**
 * The store a deployable runs on: the port, and the ordered read subscribers do on a connection of
 * their own (inside their transaction when the log is in the same PostgreSQL database).
 */
export interface SubscribableEventStore extends EventStore {
  readAllWith: ReadLog;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    message: string,
  ) {
    super(message);
    this.name = 'ConcurrencyError';
  }
}

/** The category of a stream id `<category>-<id>`. */
export const streamCategory = (streamId: string): string => streamId.slice(0, streamId.indexOf('-'));
