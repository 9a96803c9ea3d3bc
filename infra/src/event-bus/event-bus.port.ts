import type pg from 'pg';
import type { LogPosition, ReadLog, StoredEvent } from '../event-store/event-store.port.ts';
import type { LogSignals } from '../signals/log-signals.ts';

/**
 * The event bus (docs/architecture.md, "Running it and scaling out"): a transport that carries the
 * log to consumers in several processes. Kafka implements it in scale-out/; the projections see
 * only these types, so a read model never knows how its events travelled.
 */
export type BusLog = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

export type PublisherStatus = {
  state: 'starting' | 'running' | 'standby' | 'retrying' | 'stopped';
  checkpoint: string;
  published: number;
  lastError: string | null;
};

/** Publishes the whole log to the bus, at least once and in log order; one process at a time. */
export interface LogPublisher {
  readonly status: PublisherStatus;
  start(): void;
  stop(): Promise<void>;
}

/**
 * What the bus feeds. Each batch is applied inside the consumer's database transaction, which also
 * records how far the consumer got, so the read models and that mark move together. Events come
 * in order per stream but may come twice: what is applied must ignore a stream version it has.
 */
export interface BusSubscriber {
  /** Before consuming: the read models exist and have caught up with the log from their checkpoints. */
  prepare(): Promise<void>;
  /** First in each batch's transaction: what keeps a rebuild out while the batch applies. */
  enterBatch(db: pg.PoolClient): Promise<void>;
  /** Applies the events in the consumer's transaction; answers what to do once it commits. */
  applyBatch(db: pg.PoolClient, events: readonly StoredEvent[]): Promise<() => void>;
  /** Every event up to `position` has been applied, whichever way it came: move the checkpoints. */
  reached(position: LogPosition): Promise<void>;
  /** The consumer has joined its group and is consuming (again, after an interruption). */
  consuming(): void;
  /** The consumer lost the bus (a broker away) and is reconnecting: nothing arrives meanwhile. */
  interrupted(): void;
  /** The bus no longer holds events this subscriber has not applied: it cannot go on. */
  lostEvents(detail: object): void;
}

export interface BusConsumer {
  start(): void;
  /** Resolves once the consumer is consuming (or has stopped). */
  started(): Promise<void>;
  stop(): Promise<void>;
}

export interface EventBus {
  publisher(options: { url: string; readLog: ReadLog; signals: LogSignals; log: BusLog }): LogPublisher;
  /** `pool` is the subscriber's: the consumer runs its batch transactions on it. */
  consumer(options: { pool: pg.Pool; subscriber: BusSubscriber; log: BusLog }): BusConsumer;
}
