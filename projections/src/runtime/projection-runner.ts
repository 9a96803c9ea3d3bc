import pg from 'pg';
import { comparePositions, formatPosition, type LogPosition, type ReadLog } from '@hs/infra/event-store';
import { isTransientDatabaseError } from '@hs/infra/db';
import { AppendWatch, retryUntilStopped, sleep, WakeableDelay } from '@hs/infra/runtime';
import type { LogSignals } from '@hs/infra/signals';
import { applyNextBatch, lockKeyOf, type BatchResult } from './batch.ts';
import { isRetryRequestFor, readParkedStreams } from './parked-events.ts';
import type { Projection, ProjectionStatus } from './projection.ts';
import { ensureProjection } from './rebuild.ts';

export type RunnerOptions = {
  url: string;
  readLog: ReadLog;
  signals: LogSignals;
  /**
   * Most events per batch: 2,000 by default, as the rebuild reads. Live batches hold what arrived
   * since the last one; a runner catching up (after a restart, a bulk import) is faster with big
   * batches (docs/performance.md, "Projections").
   */
  batchSize?: number;
  /** Longest idle wait before polling the log anyway (covers a lost wake-up). */
  pollIntervalMs?: number;
  /**
   * Pause after a batch that was not full before the next one: 40 ms by default. Under a steady
   * stream of appends this lets events gather into batches instead of one transaction per append
   * per projection (which starved the APIs of CPU); a single append after a quiet spell is still
   * read at once, and no pause is made while a read of this process waits for this projection
   * (onAwaited).
   */
  coalesceMs?: number;
  /**
   * The pause instead while reads of this process have waited for this projection in the last
   * second: 10 ms by default. People are reading what they write; a short backlog keeps their next
   * wait short (docs/performance.md, "Projections"), and the long pause returns when they stop.
   */
  readCoalesceMs?: number;
  log: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  };
};

/** How long a read's wait keeps the pauses off (consistency waits are shorter). */
const AWAITED_FOR_MS = 5_000;
/** How long after a read waited the pauses stay at readCoalesceMs. */
const RECENT_READS_MS = 1_000;
/**
 * The pause after a batch that found nothing although an append is known to be ahead (an older
 * transaction still open holds it back): short, and shorter while a read waits for it.
 */
const HELD_BACK_RETRY_MS = 10;
const AWAITED_RETRY_MS = 2;

/** Longest time the stored checkpoint lags while only unhandled events pass (skipUnhandled). */
const PERSIST_EVERY_MS = 100;

/**
 * Keeps one projection up to date: one connection, one batch per transaction with the
 * checkpoint, an advisory lock per batch so only one instance writes at a time (another instance
 * of the same projection stands by). An event the handler cannot apply is parked with the
 * checkpoint (and its stream's later events behind it) and the projection goes on; an admin's
 * retry request in the log is a batch of its own that re-applies them (batch.ts).
 */
export class ProjectionRunner {
  private client: pg.Client | null = null;
  private readonly abort = new AbortController();
  /** The wait for an append when the log has nothing new. */
  private readonly idle: AppendWatch;
  /** The pause after a partial batch, to let events gather; a read that waits ends it (onAwaited). */
  private readonly coalescing = new WakeableDelay(this.abort.signal);
  /**
   * The furthest position a read of this process waits for this projection to pass, until when
   * that read waits at most (see onAwaited).
   */
  private awaited: { target: LogPosition; until: number } | null = null;
  /** When a read of this process last waited for this projection (see readCoalesceMs). */
  private lastAwaitedAt = 0;
  /**
   * How far the read model is known to be complete: the last committed checkpoint, moved on in
   * memory past events the projection does not handle (`Projection.handles`). Null while another
   * instance may be the active one.
   */
  private complete: { position: LogPosition; persistedAt: number } | null = null;
  private loop: Promise<void> | null = null;
  readonly status: ProjectionStatus;
  private markTablesReady: () => void = () => {};
  /** Settles once the read model's tables exist (a new database has none until the runner starts). */
  readonly tablesReady = new Promise<void>((resolve) => (this.markTablesReady = resolve));

  constructor(
    readonly projection: Projection,
    private readonly options: RunnerOptions,
  ) {
    this.status = { name: projection.name, state: 'starting', checkpoint: '0:0', lastParked: null };
    this.idle = new AppendWatch(options.signals, this.abort.signal);
  }

  start(): void {
    this.idle.start();
    this.options.signals.on('awaited', this.onAwaited);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.idle.stop();
    this.options.signals.off('awaited', this.onAwaited);
    await this.loop;
    await this.client?.end().catch(() => {});
    this.client = null;
    this.status.state = 'stopped';
  }

  /**
   * Someone is waiting to read what this projection has not applied yet (a user who just saved): no
   * pause to let events gather until it is applied, so the wait is about one batch. The pause can
   * then be long for everyone else: bigger batches, fewer transactions, more CPU left for the APIs.
   */
  private readonly onAwaited = (projections: readonly string[], target: LogPosition) => {
    if (!projections.includes(this.projection.name)) return;
    this.lastAwaitedAt = Date.now();
    const at = this.complete?.position;
    if (at && comparePositions(at, target) >= 0) return;
    const earlier = this.awaited?.target;
    const furthest = earlier && comparePositions(earlier, target) > 0 ? earlier : target;
    // A read waits seconds at most; a token from nowhere must not turn the pause off for good.
    this.awaited = { target: furthest, until: Date.now() + AWAITED_FOR_MS };
    this.coalescing.wake();
    this.idle.wake();
  };

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: `projection:${this.projection.name}`,
    });
    client.on('error', () => {
      if (this.client === client) this.client = null;
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private async run(): Promise<void> {
    const { log } = this.options;
    const batchSize = this.options.batchSize ?? 2000;
    const coalesceMs = this.options.coalesceMs ?? 40;
    let setUp = false;
    await retryUntilStopped({
      signal: this.abort.signal,
      step: async () => {
        const client = await this.connection();
        if (!setUp) {
          await ensureProjection(
            client,
            this.projection,
            this.options.readLog,
            (m) => log.info({ projection: this.projection.name }, m),
            this.markTablesReady,
          );
          setUp = true;
        }
        const result =
          (await this.skipUnhandled(client, batchSize)) ?? (await this.runBatch(client, batchSize));
        if (result === 'locked') {
          this.complete = null;
          this.status.state = 'standby';
          await sleep(this.options.pollIntervalMs ?? 1000, this.abort.signal);
          return;
        }
        this.status.state = 'running';
        if (result.more) return;
        // After a partial batch, or when nothing is visible yet although an append we heard of is
        // ahead (an older transaction is still open), look again after a pause (pauseAfter) rather
        // than on every further append. Otherwise sleep until woken by an append or the poll interval.
        const behind = this.idle.isBehind(result.checkpoint);
        if (result.count > 0 || behind) await this.coalescing.wait(this.pauseAfter(result, coalesceMs));
        else await this.idle.wait(this.options.pollIntervalMs ?? 1000);
      },
      onFailure: async (error) => {
        await this.client?.end().catch(() => {});
        this.client = null;
        if (!isTransientDatabaseError(error))
          log.error({ projection: this.projection.name, err: error }, 'projection batch failed');
        else
          log.warn(
            { projection: this.projection.name, sqlstate: (error as { code?: string }).code },
            'database unavailable or out of a resource; projection retrying',
          );
      },
      backoffMs: () => 1000,
    });
  }

  /**
   * When the next events are all of kinds this projection does not handle, it is up to date past
   * them without writing anything: say so in this process (consistency waits) and skip the
   * transaction. Under a stream of incident reports this spares the other read models a commit each
   * per batch. The checkpoint is still written at least every PERSIST_EVERY_MS, by a normal batch
   * from the stored checkpoint, so other processes and restarts see it move.
   */
  private async skipUnhandled(
    client: pg.Client,
    batchSize: number,
  ): Promise<{ count: number; more: boolean; checkpoint: LogPosition } | null> {
    const handles = this.projection.handles;
    const complete = this.complete;
    if (!handles || !complete || Date.now() - complete.persistedAt >= PERSIST_EVERY_MS) return null;
    const events = await this.options.readLog(client, complete.position, batchSize);
    const last = events.at(-1);
    const name = this.projection.name;
    if (!last || events.some((e) => handles(e) || isRetryRequestFor(e, name))) return null;
    complete.position = last.position;
    this.status.checkpoint = formatPosition(last.position);
    this.options.signals.emit('checkpoint', name, last.position);
    return { count: events.length, more: events.length === batchSize, checkpoint: last.position };
  }

  private async runBatch(client: pg.Client, batchSize: number) {
    // One round trip opens the batch: the transaction, the lock, the checkpoint, the savepoint a
    // failing handler rolls back to (each round trip costs CPU on both ends).
    //
    // The batch commits without waiting for its WAL to reach the disk (synchronous_commit off, for
    // this transaction only; set before the savepoint, which would undo it). A read model is rebuilt
    // from the log, and its rows and checkpoint commit together: a crash of the database server can
    // lose the last few batches (up to three wal_writer_delay, 600 ms by default) but never part of
    // one, and the runner then applies those events again from the log, whose appends still wait
    // for the disk. The flush was a large share of a batch under load, and a read waiting for its
    // write waits for one or two batches (docs/performance.md, "Projections").
    //
    // It also reads how many events the projection has parked: only when some are does the batch
    // look up which streams (one more round trip then).
    const name = this.projection.name;
    const opened = (await client.query(
      `BEGIN;
       SELECT pg_try_advisory_xact_lock(hashtext(${client.escapeLiteral(lockKeyOf(name))})) AS locked,
              c.tx::text AS tx, c.gp::text AS gp, c.parked
         FROM es_checkpoints c WHERE c.subscription_id = ${client.escapeLiteral(name)};
       SET LOCAL synchronous_commit TO off;
       SAVEPOINT before_batch`,
    )) as unknown as pg.QueryResult[];
    try {
      const row = opened[1]?.rows[0] as
        { locked: boolean; tx: string; gp: string; parked: number } | undefined;
      if (!row) throw new Error(`no checkpoint row for ${name}`);
      if (!row.locked) {
        await client.query('ROLLBACK');
        return 'locked' as const;
      }
      const streams = row.parked > 0 ? await readParkedStreams(client, name) : new Map<string, string>();
      const result = await applyNextBatch(
        client,
        this.projection,
        name,
        this.options.readLog,
        batchSize,
        undefined,
        { from: { tx: BigInt(row.tx), gp: BigInt(row.gp) }, streams },
      );
      await client.query('COMMIT');
      if (result.retried) {
        const { applied, stillParked } = result.retried;
        this.options.log.info({ projection: name, applied, stillParked }, 'parked events retried');
      }
      this.reportParked(result);
      const ahead = this.complete && comparePositions(this.complete.position, result.checkpoint) > 0;
      this.complete = {
        position: ahead ? this.complete!.position : result.checkpoint,
        persistedAt: Date.now(),
      };
      this.status.checkpoint = formatPosition(this.complete.position);
      if (result.count > 0) this.options.signals.emit('checkpoint', this.projection.name, result.checkpoint);
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  }

  /** Logs what a committed batch parked and tells this process's reads before its checkpoint does. */
  private reportParked(result: BatchResult): void {
    if (result.parkedTotal !== null)
      this.options.signals.emit('parked', this.projection.name, result.parkedTotal);
    for (const { event, error, blockedBy } of result.parked) {
      this.status.lastParked = {
        eventId: event.eventId,
        streamId: event.streamId,
        type: event.type,
        position: formatPosition(event.position),
        error,
      };
      const entry = { projection: this.projection.name, ...this.status.lastParked };
      if (blockedBy)
        this.options.log.warn(entry, 'event parked behind an earlier parked event of its stream');
      else this.options.log.error(entry, 'projection parked an event it cannot apply and goes on');
    }
  }

  /**
   * After a batch that brought events: `coalesceMs` (`readCoalesceMs` while reads waited for this
   * projection in the last second), or none while a read waits for what is not applied yet. After
   * one that brought none although an append is ahead: a short pause (never a spin), shorter while
   * a read waits.
   */
  private pauseAfter(result: { count: number; checkpoint: LogPosition }, longestMs: number): number {
    const readsRecently = Date.now() - this.lastAwaitedAt < RECENT_READS_MS;
    const coalesceMs = readsRecently ? Math.min(longestMs, this.options.readCoalesceMs ?? 10) : longestMs;
    const awaited = this.awaited;
    if (awaited && (Date.now() > awaited.until || comparePositions(result.checkpoint, awaited.target) >= 0))
      this.awaited = null;
    const waitedFor = this.awaited !== null;
    if (result.count > 0) return waitedFor ? 0 : coalesceMs;
    return Math.min(waitedFor ? AWAITED_RETRY_MS : HELD_BACK_RETRY_MS, coalesceMs);
  }
}
