import pg from 'pg';
import type { BusConsumer, BusLog, BusSubscriber, EventBus } from '@hs/infra/event-bus';
import { formatPosition, type LogPosition, type ReadLog, type StoredEvent } from '@hs/infra/event-store';
import { CHECKPOINT_CHANNEL, type LogSignals } from '@hs/infra/signals';
import { applyNextBatch, lockKeyOf } from './batch.ts';
import {
  applyParking,
  insertParked,
  isRetryRequestFor,
  parkedStreamsFrom,
  retryParked,
  type ParkedStreams,
  type RetryOutcome,
} from './parked-events.ts';
import type { Projection, ProjectionStatus } from './projection.ts';
import { ensureProjection } from './rebuild.ts';

export type BusFedOptions = {
  url: string;
  bus: EventBus;
  /** Per-stream projections only (`perStream: true`). */
  projections: readonly Projection[];
  /** The ordered log, to create the read models and bring them up to date before consuming. */
  readLog: ReadLog;
  signals: LogSignals;
  log: BusLog;
};

/** Events per transaction while catching up with the log before consuming. */
const CATCH_UP_BATCH = 2000;

/**
 * Per-stream projections fed by an event bus instead of the log (docs/architecture.md, "Running it
 * and scaling out"): the bus's consumer calls this subscriber, which applies as the log runner
 * does (parking what it cannot apply) and moves the projections' checkpoints to what the bus says
 * has been reached everywhere, so the query side's consistency waits work unchanged.
 */
export class BusFedProjections implements BusSubscriber {
  readonly statuses: ProjectionStatus[];
  readonly consumer: BusConsumer;
  private readonly pool: pg.Pool;
  private readonly names: string[];

  constructor(private readonly options: BusFedOptions) {
    this.names = options.projections.map((p) => p.name);
    this.statuses = options.projections.map((p) => ({
      name: p.name,
      state: 'starting',
      checkpoint: '0:0',
      lastParked: null,
    }));
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: 6,
      application_name: 'bus-fed projections',
    });
    this.pool.on('error', () => {});
    this.consumer = options.bus.consumer({ pool: this.pool, subscriber: this, log: options.log });
  }

  start(): void {
    this.consumer.start();
  }

  /** Resolves once the consumer is consuming (or stops). */
  started(): Promise<void> {
    return this.consumer.started();
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    await this.pool.end().catch(() => {});
    for (const status of this.statuses) status.state = 'stopped';
  }

  async prepare(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, application_name: 'bus-fed prepare' });
    await client.connect();
    try {
      for (const projection of this.options.projections) {
        await ensureProjection(client, projection, this.options.readLog, (m) =>
          this.options.log.info({ projection: projection.name }, m),
        );
        await this.catchUp(client, projection);
      }
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** Brings the projection to the head of the log from its checkpoint, under its exclusive lock. */
  private async catchUp(client: pg.Client, projection: Projection): Promise<void> {
    for (;;) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(projection.name)]);
        const name = projection.name;
        const result = await applyNextBatch(client, projection, name, this.options.readLog, CATCH_UP_BATCH);
        await client.query('COMMIT');
        this.statusOf(name).checkpoint = formatPosition(result.checkpoint);
        if (!result.more) return;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    }
  }

  /** Shared with other batches, exclusive against a rebuild switching the tables. */
  async enterBatch(db: pg.PoolClient): Promise<void> {
    for (const name of this.names) {
      await db.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [lockKeyOf(name)]);
    }
  }

  async applyBatch(db: pg.PoolClient, events: readonly StoredEvent[]): Promise<() => void> {
    const retried = await this.retryRequested(db, events);
    const parkedTotals = new Map([...retried].map(([name, outcome]) => [name, outcome.stillParked]));
    const { rows } = await db.query<{ projection: string; roots: Record<string, string> }>(
      `SELECT projection, json_object_agg(stream_id, event_id) AS roots FROM projection_parked_events
        WHERE projection = ANY($1) AND blocked_by IS NULL GROUP BY projection`,
      [this.names],
    );
    const roots = new Map(rows.map((r) => [r.projection, r.roots]));
    for (const projection of this.options.projections) {
      const streams = parkedStreamsFrom(roots.get(projection.name) ?? null);
      const total = await this.applyTo(db, projection, events, streams);
      if (total !== null) parkedTotals.set(projection.name, total);
    }
    return () => {
      for (const [name, { applied, stillParked }] of retried)
        this.options.log.info({ projection: name, applied, stillParked }, 'parked events retried');
      for (const [name, total] of parkedTotals) this.options.signals.emit('parked', name, total);
    };
  }

  /**
   * Applies the events as the log runner does (batch.ts): an event the projection cannot apply is
   * parked, with its stream's later events behind it, and the batch goes on. Returns how many
   * events the projection has parked when this batch parked some.
   */
  private async applyTo(
    db: pg.PoolClient,
    projection: Projection,
    events: readonly StoredEvent[],
    streams: ParkedStreams,
  ): Promise<number | null> {
    await db.query('SAVEPOINT before_batch');
    const parked = await applyParking(db, projection, events, streams);
    if (parked.length === 0) return null;
    const status = this.statusOf(projection.name);
    for (const { event, error, blockedBy } of parked) {
      status.lastParked = {
        eventId: event.eventId,
        streamId: event.streamId,
        type: event.type,
        position: formatPosition(event.position),
        error,
      };
      const entry = { projection: projection.name, ...status.lastParked };
      if (blockedBy)
        this.options.log.warn(entry, 'event parked behind an earlier parked event of its stream');
      else this.options.log.error(entry, 'projection parked an event it cannot apply and goes on');
    }
    return insertParked(db, projection.name, parked);
  }

  /** Moves the checkpoints (never back) and announces them, as a log runner's commit does. */
  async reached(position: LogPosition): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await this.enterBatch(client);
      const moved = await client.query<{ subscription_id: string }>(
        `UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
          WHERE subscription_id = ANY($1) AND (tx, gp) < ($2::text::xid8, $3::bigint)
          RETURNING subscription_id`,
        [this.names, position.tx.toString(), position.gp.toString()],
      );
      for (const { subscription_id } of moved.rows) {
        await client.query('SELECT pg_notify($1, $2)', [
          CHECKPOINT_CHANNEL,
          `${subscription_id} ${formatPosition(position)}`,
        ]);
      }
      await client.query('COMMIT');
      for (const { subscription_id } of moved.rows) {
        this.statusOf(subscription_id).checkpoint = formatPosition(position);
        this.options.signals.emit('checkpoint', subscription_id, position);
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  consuming(): void {
    for (const status of this.statuses)
      if (status.state === 'starting' || status.state === 'retrying') status.state = 'running';
  }

  interrupted(): void {
    for (const status of this.statuses) if (status.state === 'running') status.state = 'retrying';
  }

  lostEvents(): void {
    for (const status of this.statuses) status.state = 'failed';
  }

  /**
   * An admin's retry requests among the batch's events, first: each re-applies its projection's
   * parked events, under the projection's exclusive lock (other partitions' batches, which hold it
   * shared, finish first and wait meanwhile), so no parked stream changes under the retry. Taken
   * before this batch writes anything, so no batch waits on a row this one holds.
   */
  private async retryRequested(
    db: pg.PoolClient,
    events: readonly StoredEvent[],
  ): Promise<Map<string, RetryOutcome>> {
    const outcomes = new Map<string, RetryOutcome>();
    const asked = this.options.projections.filter((p) => events.some((e) => isRetryRequestFor(e, p.name)));
    for (const projection of asked)
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(projection.name)]);
    for (const projection of asked)
      outcomes.set(projection.name, await retryParked(db, projection, projection.name, this.options.readLog));
    return outcomes;
  }

  private statusOf(name: string): ProjectionStatus {
    return this.statuses.find((s) => s.name === name)!;
  }
}
