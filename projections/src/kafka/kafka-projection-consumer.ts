import type { Consumer, EachBatchPayload, Kafka, KafkaMessage } from 'kafkajs';
import pg from 'pg';
import {
  comparePositions,
  formatPosition,
  type LogPosition,
  type ReadLog,
  type StoredEvent,
} from '@hs/infra/event-store';
import { decodeMessage, ensureTopic, type KafkaLog } from '@hs/infra/kafka';
import { CHECKPOINT_CHANNEL, type LogSignals } from '@hs/infra/signals';
import { applyNextBatch, lockKeyOf } from '../runtime/batch.ts';
import {
  applyParking,
  insertParked,
  parkedStreamsFrom,
  retryParked,
  type ParkedStreams,
} from '../runtime/parked-events.ts';
import type { Projection, ProjectionStatus } from '../runtime/projection.ts';
import { ensureProjection } from '../runtime/rebuild.ts';
import { sleep } from '../runtime/retry-loop.ts';

export type KafkaProjectionOptions = {
  url: string;
  kafka: Kafka;
  topic: string;
  /** Partitions of the topic if the consumer has to create it. */
  partitions: number;
  groupId: string;
  sessionTimeoutMs?: number;
  /** Per-stream projections only (`perStream: true`). */
  projections: readonly Projection[];
  /** The ordered log, to create the read models and bring them up to date before consuming. */
  readLog: ReadLog;
  signals: LogSignals;
  log: KafkaLog;
};

/** What this consumer saw per partition since it started (for health and for tests). */
export type PartitionStats = { firstOffset: string | null; applied: number; skipped: number };

/** How often the consumer looks for an admin's retry request (a log runner sees it at its next batch). */
const RETRY_POLL_MS = 1000;

type BatchOutcome = { seekTo: string } | { seekTo: null; watermark: LogPosition | null };

/**
 * Runs per-stream projections as a member of a Kafka consumer group (docs/architecture.md, "Running
 * it and scaling out").
 *
 * - Each partition batch is applied in one PostgreSQL transaction that also stores the partition's
 *   next offset (kafka_offsets), after locking that row: a consumer that lost the partition in a
 *   rebalance and one that gained it cannot both apply the same messages.
 * - On assignment the consumer pauses its partitions, seeks them to the stored offsets and
 *   resumes; Kafka's own committed offsets only trail ours. Messages below the stored offset are
 *   skipped in any case, and a batch that starts beyond it is sought back.
 * - The relay publishes at least once, so an event can come twice at different offsets: every
 *   per-stream projection keeps the stream version of each row and ignores older events.
 * - Read-your-writes: after each batch the lowest relay watermark over all partitions becomes the
 *   projections' es_checkpoints position, which the query side already waits on. The highest
 *   position applied would be wrong: another partition may still hold an older event.
 * - At start each projection is created if missing and brought to the head of the log from its
 *   checkpoint, so a read model new to Kafka (or one that ran on the log until now) is complete.
 */
export class KafkaProjectionConsumer {
  readonly statuses: ProjectionStatus[];
  readonly partitionStats = new Map<number, PartitionStats>();
  private readonly abort = new AbortController();
  private readonly pool: pg.Pool;
  private readonly names: string[];
  private consumer: Consumer | null = null;
  private partitionCount = 0;
  private generation = 0;
  private loop: Promise<void> | null = null;
  private retrying: Promise<void> | null = null;
  private readonly soughtGaps = new Map<number, string>();

  constructor(private readonly options: KafkaProjectionOptions) {
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
      application_name: `kafka:${options.groupId}`,
    });
    this.pool.on('error', () => {});
  }

  start(): void {
    this.loop = this.run();
    this.retrying = this.retryLoop();
  }

  /** Resolves once the consumer has joined its group (or the consumer stops). */
  async started(): Promise<void> {
    await this.loop;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    await this.retrying;
    await this.consumer?.disconnect().catch(() => {});
    this.consumer = null;
    await this.pool.end().catch(() => {});
    for (const status of this.statuses) status.state = 'stopped';
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        await this.prepareProjections();
        break;
      } catch (error) {
        this.options.log.warn({ err: error }, 'Kafka-fed projections cannot be prepared yet; retrying');
        await sleep(1000, this.abort.signal);
      }
    }
    while (!this.abort.signal.aborted) {
      try {
        await this.connect();
        return;
      } catch (error) {
        this.options.log.warn(
          { err: (error as Error)?.message ?? error },
          'Kafka consumer cannot join its group; retrying',
        );
        await this.consumer?.disconnect().catch(() => {});
        this.consumer = null;
        await sleep(2000, this.abort.signal);
      }
    }
  }

  private async prepareProjections(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: `kafka:${this.options.groupId}:prepare`,
    });
    await client.connect();
    try {
      for (const projection of this.options.projections) {
        await ensureProjection(client, projection, this.options.readLog, (m) =>
          this.options.log.info({ projection: projection.name }, m),
        );
        for (;;) {
          await client.query('BEGIN');
          try {
            await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(projection.name)]);
            const result = await applyNextBatch(
              client,
              projection,
              projection.name,
              this.options.readLog,
              2000,
            );
            await client.query('COMMIT');
            this.statusOf(projection.name).checkpoint = formatPosition(result.checkpoint);
            if (result.count < 2000) break;
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {});
            throw error;
          }
        }
      }
    } finally {
      await client.end().catch(() => {});
    }
  }

  private async connect(): Promise<void> {
    const { kafka, topic, groupId } = this.options;
    this.partitionCount = await ensureTopic(kafka, topic, this.options.partitions);
    const sessionTimeout = this.options.sessionTimeoutMs ?? 10_000;
    const consumer = kafka.consumer({
      groupId,
      sessionTimeout,
      rebalanceTimeout: sessionTimeout * 3,
      heartbeatInterval: Math.min(3000, Math.floor(sessionTimeout / 3)),
      allowAutoTopicCreation: false,
      // Also how long kafkajs sleeps while every partition is paused (as after each assignment,
      // until the stored offsets are sought): its default of 5 s would hold back consistency waits.
      maxWaitTimeInMs: 1000,
      retry: { initialRetryTime: 300, maxRetryTime: 5000, retries: 10 },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, (event) =>
      this.onAssigned(consumer, event.payload.memberAssignment[topic] ?? []),
    );
    consumer.on(consumer.events.CRASH, (event) => {
      const { error, restart } = event.payload;
      this.options.log.warn({ err: error?.message, restart }, 'Kafka consumer stopped on an error');
      if (!restart && !this.abort.signal.aborted && this.consumer === consumer) {
        this.consumer = null;
        void consumer
          .disconnect()
          .catch(() => {})
          .then(() => sleep(2000, this.abort.signal))
          .then(() => {
            if (!this.abort.signal.aborted) this.loop = this.run();
          });
      }
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      autoCommit: true,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: Math.min(this.partitionCount, 4),
      eachBatch: (payload) => this.eachBatch(consumer, payload),
    });
    for (const status of this.statuses) if (status.state === 'starting') status.state = 'running';
  }

  /** Pauses the new partitions until they have been sought to the offsets stored with the read models. */
  private onAssigned(consumer: Consumer, partitions: number[]): void {
    const generation = ++this.generation;
    const { topic, groupId } = this.options;
    if (partitions.length === 0) return;
    consumer.pause([{ topic, partitions }]);
    void this.pool
      .query<{ partition: number; next_offset: string }>(
        'SELECT partition, next_offset FROM kafka_offsets WHERE group_id = $1 AND topic = $2 AND partition = ANY($3)',
        [groupId, topic, partitions],
      )
      .then(({ rows }) => {
        if (generation !== this.generation) return;
        for (const row of rows) {
          if (row.next_offset !== '0')
            consumer.seek({ topic, partition: row.partition, offset: row.next_offset });
        }
      })
      .catch((error) =>
        this.options.log.warn({ err: error }, 'could not read stored offsets; the batch check will seek'),
      )
      .finally(() => {
        if (generation === this.generation) consumer.resume([{ topic, partitions }]);
      });
  }

  private async eachBatch(consumer: Consumer, payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    if (!payload.isRunning() || payload.isStale() || batch.messages.length === 0) return;
    const stats = this.partitionStats.get(batch.partition) ?? { firstOffset: null, applied: 0, skipped: 0 };
    stats.firstOffset ??= batch.firstOffset();
    this.partitionStats.set(batch.partition, stats);
    const outcome = await this.applyBatch(batch.partition, batch.messages, stats);
    if (outcome.seekTo !== null) {
      if (this.soughtGaps.get(batch.partition) === outcome.seekTo) {
        // Sought there once already and Kafka still starts later: those messages are gone.
        this.options.log.error(
          { partition: batch.partition, storedOffset: outcome.seekTo, firstOffset: batch.firstOffset() },
          'messages between the stored offset and the first one Kafka has are missing; partition paused',
        );
        for (const status of this.statuses) status.state = 'failed';
        consumer.pause([{ topic: batch.topic, partitions: [batch.partition] }]);
        return;
      }
      this.soughtGaps.set(batch.partition, outcome.seekTo);
      consumer.seek({ topic: batch.topic, partition: batch.partition, offset: outcome.seekTo });
      return;
    }
    payload.resolveOffset(batch.lastOffset());
    await payload.commitOffsetsIfNecessary();
    await payload.heartbeat();
    if (outcome.watermark) await this.publishWatermark();
  }

  private async applyBatch(
    partition: number,
    messages: readonly KafkaMessage[],
    stats: PartitionStats,
  ): Promise<BatchOutcome> {
    const { topic, groupId } = this.options;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Shared with other partitions' batches, exclusive against a rebuild switching the tables.
      for (const name of this.names) {
        await client.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [lockKeyOf(name)]);
      }
      await client.query(
        `INSERT INTO kafka_offsets (group_id, topic, partition) VALUES ($1, $2, $3)
         ON CONFLICT (group_id, topic, partition) DO NOTHING`,
        [groupId, topic, partition],
      );
      // The parked streams come with the offset: no round trip of their own.
      const { rows } = await client.query<{
        next_offset: string;
        roots: Record<string, Record<string, string>> | null;
      }>(
        `SELECT next_offset,
                (SELECT json_object_agg(r.projection, r.roots) FROM
                   (SELECT projection, json_object_agg(stream_id, event_id) AS roots FROM projection_parked_events
                     WHERE projection = ANY($4) AND blocked_by IS NULL GROUP BY projection) r) AS roots
           FROM kafka_offsets WHERE group_id = $1 AND topic = $2 AND partition = $3 FOR UPDATE`,
        [groupId, topic, partition, this.names],
      );
      const stored = BigInt(rows[0]!.next_offset);
      const first = BigInt(messages[0]!.offset);
      if (stored > 0n && first > stored) {
        await client.query('ROLLBACK');
        return { seekTo: stored.toString() };
      }
      const events: StoredEvent[] = [];
      let watermark: LogPosition | null = null;
      for (const message of messages) {
        if (BigInt(message.offset) < stored) {
          stats.skipped += 1;
          continue;
        }
        const decoded = decodeMessage(message);
        if (decoded.kind === 'event') events.push(decoded.event);
        if (decoded.kind === 'watermark' && (!watermark || comparePositions(decoded.position, watermark) > 0))
          watermark = decoded.position;
      }
      const parkedTotals = new Map<string, number>();
      for (const projection of this.options.projections) {
        if (events.length === 0) continue;
        const streams = parkedStreamsFrom(rows[0]!.roots?.[projection.name] ?? null);
        const total = await this.applyTo(client, projection, events, streams);
        if (total !== null) parkedTotals.set(projection.name, total);
      }
      const next = BigInt(messages.at(-1)!.offset) + 1n;
      if (next > stored) {
        await client.query(
          `UPDATE kafka_offsets SET next_offset = $4, updated_at = now(),
             watermark_tx = CASE WHEN $5::text IS NULL THEN watermark_tx ELSE $5::text::xid8 END,
             watermark_gp = CASE WHEN $5::text IS NULL THEN watermark_gp ELSE $6::bigint END
           WHERE group_id = $1 AND topic = $2 AND partition = $3`,
          [
            groupId,
            topic,
            partition,
            next.toString(),
            watermark?.tx.toString() ?? null,
            watermark?.gp.toString() ?? null,
          ],
        );
      }
      await client.query('COMMIT');
      for (const [name, total] of parkedTotals) this.options.signals.emit('parked', name, total);
      stats.applied += events.length;
      return { seekTo: null, watermark };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Applies the events as the log runner does (batch.ts): an event the projection cannot apply is
   * parked, with its stream's later events behind it, and the batch goes on. Returns how many
   * events the projection has parked when this batch parked some.
   */
  private async applyTo(
    client: pg.PoolClient,
    projection: Projection,
    events: StoredEvent[],
    streams: ParkedStreams,
  ): Promise<number | null> {
    await client.query('SAVEPOINT before_batch');
    const parked = await applyParking(client, projection, events, streams);
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
    return insertParked(client, projection.name, parked);
  }

  /**
   * An admin's retry of parked events (requestParkedRetry), for the projections of this consumer
   * group: under the projection's exclusive lock, so no partition batch applies meanwhile.
   */
  private async retryRequested(): Promise<void> {
    const { rows } = await this.pool.query<{ projection: string }>(
      `SELECT DISTINCT projection FROM projection_parked_events
        WHERE projection = ANY($1) AND retry_requested_at IS NOT NULL`,
      [this.names],
    );
    for (const { projection: name } of rows) {
      const projection = this.options.projections.find((p) => p.name === name)!;
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(name)]);
        const retried = await retryParked(client, projection, name, this.options.readLog);
        await client.query('COMMIT');
        const { applied, stillParked } = retried;
        this.options.log.info({ projection: name, applied, stillParked }, 'parked events retried');
        this.options.signals.emit('parked', name, stillParked);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    }
  }

  private async retryLoop(): Promise<void> {
    while (!this.abort.signal.aborted) {
      await sleep(RETRY_POLL_MS, this.abort.signal);
      if (this.abort.signal.aborted) return;
      await this.retryRequested().catch((error) =>
        this.options.log.warn({ err: error }, 'could not retry parked events; trying again'),
      );
    }
  }

  /**
   * Moves the projections' checkpoints to the lowest watermark over all partitions: every event up
   * to there has been applied, whichever partition it went to. Read after this batch committed,
   * so of two workers finishing at once the later one sees both.
   */
  private async publishWatermark(): Promise<void> {
    const { groupId, topic } = this.options;
    const { rows } = await this.pool.query<{ tx: string | null; gp: string | null; n: string }>(
      `SELECT min_row.tx, min_row.gp, counts.n FROM
         (SELECT count(*) AS n FROM kafka_offsets
           WHERE group_id = $1 AND topic = $2 AND partition < $3 AND watermark_tx IS NOT NULL) counts,
         LATERAL (SELECT watermark_tx::text AS tx, watermark_gp::text AS gp FROM kafka_offsets
           WHERE group_id = $1 AND topic = $2 AND partition < $3 AND watermark_tx IS NOT NULL
           ORDER BY watermark_tx, watermark_gp LIMIT 1) min_row`,
      [groupId, topic, this.partitionCount],
    );
    const row = rows[0];
    if (!row?.tx || !row.gp || Number(row.n) < this.partitionCount) return;
    const position: LogPosition = { tx: BigInt(row.tx), gp: BigInt(row.gp) };
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (const name of this.names) {
        await client.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [lockKeyOf(name)]);
      }
      const moved = await client.query<{ subscription_id: string }>(
        `UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
          WHERE subscription_id = ANY($1) AND (tx, gp) < ($2::text::xid8, $3::bigint)
          RETURNING subscription_id`,
        [this.names, row.tx, row.gp],
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

  private statusOf(name: string): ProjectionStatus {
    return this.statuses.find((s) => s.name === name)!;
  }
}
