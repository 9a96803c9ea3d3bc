import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type pg from 'pg';
import type { BusConsumer, BusLog, BusSubscriber } from '@hs/infra/event-bus';
import { sleep } from '@hs/infra/runtime';
import { ensureTopic } from '../kafka-client.ts';
import { FetchWatchdog } from './fetch-watchdog.ts';
import { applyPartitionBatch, type PartitionStats } from './partition-batch.ts';
import { PartitionAssignment } from './partition-assignment.ts';
import { lowestWatermark } from './partition-offsets.ts';

/** Five fetch waits (maxWaitTimeInMs) without an answer from the broker. */
const STALL_MS = 5000;

export type KafkaConsumerOptions = {
  kafka: Kafka;
  topic: string;
  /** Partitions of the topic if the consumer has to create it. */
  partitions: number;
  groupId: string;
  sessionTimeoutMs?: number;
  /** The subscriber's database: batches apply in transactions on it. */
  pool: pg.Pool;
  subscriber: BusSubscriber;
  log: BusLog;
};

/**
 * Feeds a subscriber (the per-stream read models) as a member of a Kafka consumer group
 * (docs/architecture.md, "Running it and scaling out").
 *
 * - Each partition batch applies in one transaction with the partition's offset (partition-batch.ts);
 *   on assignment the partitions are sought to those offsets (partition-assignment.ts).
 * - The relay publishes at least once, so an event can come twice at different offsets: the
 *   subscriber ignores a stream version it has.
 * - Read-your-writes: after each batch the lowest relay watermark over all partitions is what the
 *   subscriber has reached. The highest position applied would be wrong: another partition may
 *   still hold an older event.
 * - Before joining, the subscriber prepares (its read models made and caught up with the log).
 */
export class KafkaConsumer implements BusConsumer {
  readonly partitionStats = new Map<number, PartitionStats>();
  private readonly abort = new AbortController();
  private readonly assignment: PartitionAssignment;
  private consumer: Consumer | null = null;
  private partitionCount = 0;
  private loop: Promise<void> | null = null;
  private readonly soughtGaps = new Map<number, string>();
  private watchdog: FetchWatchdog | null = null;

  constructor(private readonly options: KafkaConsumerOptions) {
    this.assignment = new PartitionAssignment(options.pool, options.groupId, options.topic, options.log);
  }

  start(): void {
    this.loop = this.run();
  }

  async started(): Promise<void> {
    await this.loop;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.watchdog?.stop();
    await this.loop;
    await this.consumer?.disconnect().catch(() => {});
    this.consumer = null;
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        await this.options.subscriber.prepare();
        break;
      } catch (error) {
        this.options.log.warn({ err: error }, 'bus-fed read models cannot be prepared yet; retrying');
        await sleep(1000, this.abort.signal);
      }
    }
    while (!this.abort.signal.aborted) {
      try {
        await this.join();
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

  private async join(): Promise<void> {
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
    const watchdog = this.watch(consumer);
    consumer.on(consumer.events.FETCH, () => watchdog.fetched());
    consumer.on(consumer.events.GROUP_JOIN, (event) => {
      this.assignment.assigned(consumer, event.payload.memberAssignment[topic] ?? []);
      // kafkajs restarts a crashed consumer by itself: joining again is consuming again.
      if (this.consumer === consumer) this.options.subscriber.consuming();
    });
    consumer.on(consumer.events.CRASH, (event) => {
      const { error, restart } = event.payload;
      this.options.log.warn({ err: error?.message, restart }, 'Kafka consumer stopped on an error');
      this.options.subscriber.interrupted();
      if (!restart && !this.abort.signal.aborted && this.consumer === consumer) this.rejoin(consumer);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      autoCommit: true,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: Math.min(this.partitionCount, 4),
      eachBatch: (payload) => watchdog.during(() => this.eachBatch(consumer, payload)),
    });
    watchdog.start();
    this.options.subscriber.consuming();
  }

  /**
   * A consumer that has not fetched for STALL_MS is interrupted as far as the read side can tell
   * (/readyz says "retrying"), though kafkajs may still be retrying its broker before a crash.
   */
  private watch(consumer: Consumer): FetchWatchdog {
    this.watchdog?.stop();
    const current = () => this.consumer === consumer && !this.abort.signal.aborted;
    this.watchdog = new FetchWatchdog(
      STALL_MS,
      (quietMs) => {
        if (!current()) return;
        this.options.log.warn({ quietMs }, 'Kafka consumer has not fetched; is the broker down?');
        this.options.subscriber.interrupted();
      },
      () => {
        if (current()) this.options.subscriber.consuming();
      },
    );
    return this.watchdog;
  }

  /** kafkajs gave up on this consumer: a new one joins after a pause. */
  private rejoin(crashed: Consumer): void {
    this.consumer = null;
    void crashed
      .disconnect()
      .catch(() => {})
      .then(() => sleep(2000, this.abort.signal))
      .then(() => {
        if (!this.abort.signal.aborted) this.loop = this.run();
      });
  }

  private async eachBatch(consumer: Consumer, payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    if (!payload.isRunning() || payload.isStale() || batch.messages.length === 0) return;
    const stats = this.partitionStats.get(batch.partition) ?? { firstOffset: null, applied: 0, skipped: 0 };
    stats.firstOffset ??= batch.firstOffset();
    this.partitionStats.set(batch.partition, stats);
    const { pool, subscriber, groupId } = this.options;
    const key = { groupId, topic: batch.topic, partition: batch.partition };
    const outcome = await applyPartitionBatch(pool, subscriber, key, batch.messages, stats);
    if (outcome.seekTo !== null) {
      if (this.soughtGaps.get(batch.partition) === outcome.seekTo) {
        // Sought there once already and Kafka still starts later: those messages are gone.
        const gap = {
          partition: batch.partition,
          storedOffset: outcome.seekTo,
          firstOffset: batch.firstOffset(),
        };
        this.options.log.error(
          gap,
          'messages between the stored offset and the first one Kafka has are missing; partition paused',
        );
        subscriber.lostEvents(gap);
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
    if (outcome.watermark) {
      // Read after this batch committed, so of two workers finishing at once the later one sees both.
      const reached = await lowestWatermark(pool, groupId, batch.topic, this.partitionCount);
      if (reached) await subscriber.reached(reached);
    }
  }
}
