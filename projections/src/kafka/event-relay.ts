import { Partitioners, type Kafka, type Message, type Producer } from 'kafkajs';
import pg from 'pg';
import {
  comparePositions,
  formatPosition,
  logStart,
  type LogPosition,
  type ReadLog,
} from '@hs/infra/event-store';
import { ensureTopic, eventMessage, watermarkMessage, type KafkaLog } from '@hs/infra/kafka';
import type { LogSignals } from '@hs/infra/signals';
import { readCheckpoint } from '../runtime/batch.ts';
import { retryUntilStopped, sleep } from '../runtime/retry-loop.ts';

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
  log: KafkaLog;
};

export type RelayStatus = {
  state: 'starting' | 'running' | 'standby' | 'retrying' | 'stopped';
  checkpoint: string;
  published: number;
  lastError: string | null;
};

/** The relay's checkpoint row in es_checkpoints: one per topic. */
export const relaySubscriptionId = (topic: string): string => `relay:${topic}`;

/** Kafka refuses record batches over about 1 MB; the relay sends in chunks well below that. */
const MAX_CHUNK_BYTES = 512 * 1024;

const chunksOf = (messages: Message[]): Message[][] => {
  const chunks: Message[][] = [[]];
  let bytes = 0;
  for (const message of messages) {
    const size = (message.value?.length ?? 0) + 200;
    if (bytes + size > MAX_CHUNK_BYTES && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      bytes = 0;
    }
    chunks.at(-1)!.push(message);
    bytes += size;
  }
  return chunks;
};

/**
 * Publishes the event log to a Kafka topic (docs/architecture.md, "Running it and scaling out"), at
 * least once and in log order. It reads with the same never-skip rule as the projections, from a
 * checkpoint of its own in es_checkpoints, and moves that checkpoint only after Kafka has
 * acknowledged the batch from every in-sync replica (idempotent producer, acks = -1). A crash
 * between the two publishes the batch again; consumers skip what they already have by stream
 * version.
 *
 * Any number of processes may run a relay; a session advisory lock lets one publish, the others
 * stand by and take over when its connection goes. No transaction stays open while Kafka is
 * waited on, so a broker outage holds back nothing in PostgreSQL: appends go on, and the relay
 * catches up when the broker returns.
 */
export class EventRelay {
  readonly status: RelayStatus = { state: 'starting', checkpoint: '0:0', published: 0, lastError: null };
  private readonly subscriptionId: string;
  private readonly abort = new AbortController();
  private client: pg.Client | null = null;
  private leading = false;
  private producer: Producer | null = null;
  private partitionCount = 0;
  private latestAppended: LogPosition = logStart;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: RelayOptions) {
    this.subscriptionId = relaySubscriptionId(options.topic);
  }

  start(): void {
    this.options.signals.on('appended', this.onAppended);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.options.signals.off('appended', this.onAppended);
    this.wake?.();
    await this.loop;
    await this.dropProducer();
    await this.dropConnection();
    this.status.state = 'stopped';
  }

  private readonly onAppended = (position: LogPosition) => {
    if (comparePositions(position, this.latestAppended) > 0) this.latestAppended = position;
    this.wake?.();
  };

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const poll = this.options.pollIntervalMs ?? 1000;
    let idleBackoff = 1;
    await retryUntilStopped({
      signal: this.abort.signal,
      step: async (failures) => {
        const client = await this.connection();
        if (!(await this.lead(client))) {
          this.status.state = 'standby';
          await sleep(poll, this.abort.signal);
          return;
        }
        const producer = await this.connectedProducer();
        const { count, checkpoint } = await this.relayBatch(client, producer, batchSize);
        if (failures > 0) this.options.log.info({ topic: this.options.topic }, 'relay publishing again');
        this.status.state = 'running';
        this.status.lastError = null;
        if (count > 0) {
          idleBackoff = 1;
          return;
        }
        const behind = comparePositions(this.latestAppended, checkpoint) > 0;
        const wait = behind ? Math.min(idleBackoff, 50) : poll;
        idleBackoff = behind ? idleBackoff * 2 : 1;
        await this.idle(wait);
      },
      onFailure: async (error, failures) => {
        this.status.state = 'retrying';
        this.status.lastError = String((error as Error)?.message ?? error);
        // kafkajs errors (named KafkaJS...) mean the broker; anything else the database.
        if (/^KafkaJS/.test((error as Error)?.name ?? '')) await this.dropProducer();
        else await this.dropConnection();
        if (failures === 1 || failures % 10 === 0)
          this.options.log.warn(
            { topic: this.options.topic, failures, err: this.status.lastError },
            'relay cannot publish; retrying (the log keeps every event meanwhile)',
          );
      },
      backoffMs: (failures) => Math.min(500 * failures, 3000),
    });
  }

  /** One batch: read after the checkpoint, publish, wait for the acks, then move the checkpoint. */
  private async relayBatch(client: pg.Client, producer: Producer, batchSize: number) {
    const from = await readCheckpoint(client, this.subscriptionId);
    const events = await this.options.readLog(client, from, batchSize);
    const last = events.at(-1);
    if (!last) return { count: 0, checkpoint: from };
    const watermarks = Array.from({ length: this.partitionCount }, (_, p) =>
      watermarkMessage(p, last.position),
    );
    for (const chunk of chunksOf([...events.map(eventMessage), ...watermarks])) {
      await producer.send({ topic: this.options.topic, acks: -1, messages: chunk });
    }
    const moved = await client.query(
      `UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
        WHERE subscription_id = $1 AND tx = $4::text::xid8 AND gp = $5`,
      [
        this.subscriptionId,
        last.position.tx.toString(),
        last.position.gp.toString(),
        from.tx.toString(),
        from.gp.toString(),
      ],
    );
    // Another relay took over meanwhile (this one lost its connection and lock): let it lead.
    if (moved.rowCount !== 1) throw new Error(`checkpoint of ${this.subscriptionId} moved concurrently`);
    this.status.checkpoint = formatPosition(last.position);
    this.status.published += events.length;
    return { count: events.length, checkpoint: last.position };
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: this.subscriptionId,
    });
    client.on('error', () => {
      if (this.client === client) {
        this.client = null;
        this.leading = false;
      }
    });
    await client.connect();
    this.client = client;
    await client.query(
      'INSERT INTO es_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING',
      [this.subscriptionId],
    );
    return client;
  }

  /** The session lock stays with this connection until it closes; a stand-by asks again each poll. */
  private async lead(client: pg.Client): Promise<boolean> {
    if (this.leading) return true;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [this.subscriptionId],
    );
    this.leading = rows[0]?.locked === true;
    return this.leading;
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

  private async dropConnection(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    await client?.end().catch(() => {});
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.abort.signal.removeEventListener('abort', done);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      this.abort.signal.addEventListener('abort', done, { once: true });
    });
  }
}
