import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { BusLog, LogPublisher, PublisherStatus } from '@hs/infra/event-bus';
import { formatPosition, type ReadLog } from '@hs/infra/event-store';
import { AppendWatch, retryUntilStopped, sleep } from '@hs/infra/runtime';
import type { LogSignals } from '@hs/infra/signals';
import { ensureTopic } from '../kafka-client.ts';
import { relayBatch } from './relay-batch.ts';
import { RelayLeadership } from './relay-leadership.ts';

export type RelayOptions = {
  url: string;
  readLog: ReadLog;
  signals: LogSignals;
  kafka: Kafka;
  topic: string;
  /** Partitions of the topic if the relay has to create it. */
  partitions: number;
  batchSize?: number;
  pollIntervalMs?: number;
  log: BusLog;
};

/** The relay's checkpoint row in es_checkpoints: one per topic. */
export const relaySubscriptionId = (topic: string): string => `relay:${topic}`;

/**
 * Publishes the event log to a Kafka topic (docs/architecture.md, "Running it and scaling out"), at
 * least once and in log order. It reads with the same never-skip rule as the projections, from a
 * checkpoint of its own in es_checkpoints, and moves that checkpoint only after Kafka has
 * acknowledged the batch from every in-sync replica (idempotent producer, acks = -1). A crash
 * between the two publishes the batch again; consumers skip what they already have by stream
 * version.
 *
 * Any number of processes may run a relay; one publishes at a time (relay-leadership.ts). No
 * transaction stays open while Kafka is waited on, so a broker outage holds back nothing in
 * PostgreSQL: appends go on, and the relay catches up when the broker returns.
 */
export class EventRelay implements LogPublisher {
  readonly status: PublisherStatus = { state: 'starting', checkpoint: '0:0', published: 0, lastError: null };
  private readonly subscriptionId: string;
  private readonly abort = new AbortController();
  private readonly idle: AppendWatch;
  private readonly leadership: RelayLeadership;
  private producer: Producer | null = null;
  private partitionCount = 0;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: RelayOptions) {
    this.subscriptionId = relaySubscriptionId(options.topic);
    this.leadership = new RelayLeadership(options.url, this.subscriptionId);
    this.idle = new AppendWatch(options.signals, this.abort.signal);
  }

  start(): void {
    this.idle.start();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.idle.stop();
    await this.loop;
    await this.dropProducer();
    await this.leadership.drop();
    this.status.state = 'stopped';
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const poll = this.options.pollIntervalMs ?? 1000;
    let idleBackoff = 1;
    await retryUntilStopped({
      signal: this.abort.signal,
      step: async (failures) => {
        const client = await this.leadership.connection();
        if (!(await this.leadership.lead(client))) {
          this.status.state = 'standby';
          await sleep(poll, this.abort.signal);
          return;
        }
        const producer = await this.connectedProducer();
        const { count, checkpoint } = await relayBatch({
          client,
          producer,
          readLog: this.options.readLog,
          topic: this.options.topic,
          subscriptionId: this.subscriptionId,
          partitionCount: this.partitionCount,
          batchSize,
        });
        if (failures > 0) this.options.log.info({ topic: this.options.topic }, 'relay publishing again');
        this.status.state = 'running';
        this.status.lastError = null;
        this.status.checkpoint = formatPosition(checkpoint);
        this.status.published += count;
        if (count > 0) {
          idleBackoff = 1;
          return;
        }
        // An append announced but not yet readable (its transaction still commits): look again soon.
        const behind = this.idle.isBehind(checkpoint);
        const wait = behind ? Math.min(idleBackoff, 50) : poll;
        idleBackoff = behind ? idleBackoff * 2 : 1;
        await this.idle.wait(wait);
      },
      onFailure: async (error, failures) => {
        this.status.state = 'retrying';
        this.status.lastError = String((error as Error)?.message ?? error);
        // kafkajs errors (named KafkaJS...) mean the broker; anything else the database.
        if (/^KafkaJS/.test((error as Error)?.name ?? '')) await this.dropProducer();
        else await this.leadership.drop();
        if (failures === 1 || failures % 10 === 0)
          this.options.log.warn(
            { topic: this.options.topic, failures, err: this.status.lastError },
            'relay cannot publish; retrying (the log keeps every event meanwhile)',
          );
      },
      backoffMs: (failures) => Math.min(500 * failures, 3000),
    });
  }

  private async connectedProducer(): Promise<Producer> {
    if (this.producer) return this.producer;
    this.partitionCount = await ensureTopic(this.options.kafka, this.options.topic, this.options.partitions);
    const producer = this.options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
    });
    await producer.connect();
    this.producer = producer;
    return producer;
  }

  private async dropProducer(): Promise<void> {
    const producer = this.producer;
    this.producer = null;
    await producer?.disconnect().catch(() => {});
  }
}
