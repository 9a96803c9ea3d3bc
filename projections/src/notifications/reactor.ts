import type pg from 'pg';
import { NOTIFICATIONS_REACTOR } from '@hs/domain/vocabulary';
import {
  comparePositions,
  formatPosition,
  parsePosition,
  type LogPosition,
  type ReadLog,
  type StoredEvent,
} from '@hs/infra/event-store';
import { isTransientDatabaseError } from '@hs/infra/db';
import type { LogSignals } from '@hs/infra/signals';
import { OwnConnection } from '../runtime/own-connection.ts';
import { retryUntilStopped, sleep, WakeableDelay } from '@hs/infra/runtime';
import type { ProjectionStatus, RunnerOptions } from '../runtime/index.ts';
import { logHead } from './log-head.ts';
import type { EventRule, RuleOutcome } from './rule.ts';
import { createRuleContext } from './rule-context.ts';
import { writeOutcome } from './write-outcome.ts';

export type ReactorOptions = {
  url: string;
  readLog: ReadLog;
  signals: LogSignals;
  rules: readonly EventRule[];
  /** The read models the rules look up: an event is handled only once all of them have applied it. */
  readModels: readonly string[];
  /** The site's TIME_ZONE, for events of no establishment. */
  siteTimeZone: string;
  log: RunnerOptions['log'];
  /** The row of reactor_checkpoints and the advisory lock's name. */
  name?: string;
  batchSize?: number;
  /** Longest idle wait before looking at the log anyway (covers a lost wake-up). */
  pollIntervalMs?: number;
  /** When a notification is written: created_at, "when they were told". */
  now?: () => Date;
};

/** The reactor's name in the projections' statuses. */
export const reactorStatusName = (name: string = NOTIFICATIONS_REACTOR): string => `reactor:${name}`;

/** Tries of an event whose rule keeps failing (not the database) before it is passed over. */
const TRIES_PER_EVENT = 3;

/** A recipient is never told of what they did themself (their own report, their own enrolment). */
export const withoutActor = (outcome: RuleOutcome, actorId: string | null): RuleOutcome =>
  actorId ? { ...outcome, notify: outcome.notify?.filter((d) => d.recipientId !== actorId) } : outcome;

/**
 * The notifications reactor (a process manager, docs/architecture.md "Notifications"): reads the log
 * with the projections' never-skip rule from a checkpoint of its own (reactor_checkpoints), turns
 * events into notifications through the rules, and writes them with the checkpoint in one
 * transaction. A crash anywhere loses nothing and repeats nothing: an uncommitted batch is read
 * again, a committed one never. It is not a projection: no rebuild moves its checkpoint, so
 * rebuilding read models never tells anyone anything again.
 *
 * It never handles an event before the read models its rules look up have applied it (it reads up
 * to the lowest of their checkpoints, which bus-fed models move too), and one instance runs at a
 * time across processes (an advisory lock per batch; others stand by).
 */
export class NotificationReactor {
  readonly status: ProjectionStatus;
  /** Settles once the reactor's checkpoint exists: events appended after that are announced. */
  readonly started: Promise<void>;
  private markStarted: () => void = () => {};
  private readonly name: string;
  private readonly db: OwnConnection;
  private readonly abort = new AbortController();
  private readonly idling = new WakeableDelay(this.abort.signal);
  /** A read model moved while a batch ran: look again before idling. */
  private moved = false;
  private loop: Promise<void> | null = null;
  /** How far each read model of the rules is known to have applied the log. */
  private readonly applied = new Map<string, LogPosition>();
  private failing: { eventId: string; tries: number } | null = null;

  constructor(private readonly options: ReactorOptions) {
    this.name = options.name ?? NOTIFICATIONS_REACTOR;
    this.status = {
      name: reactorStatusName(this.name),
      state: 'starting',
      checkpoint: '0:0',
      lastParked: null,
    };
    this.db = new OwnConnection(options.url, this.status.name);
    this.started = new Promise((resolve) => (this.markStarted = resolve));
  }

  start(): void {
    this.options.signals.on('checkpoint', this.onCheckpoint);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.options.signals.off('checkpoint', this.onCheckpoint);
    await this.loop;
    await this.db.close();
    this.status.state = 'stopped';
  }

  private readonly onCheckpoint = (name: string, position: LogPosition) => {
    if (!this.options.readModels.includes(name)) return;
    this.advance(name, position);
    this.moved = true;
    this.idling.wake();
  };

  private advance(name: string, position: LogPosition): void {
    const known = this.applied.get(name);
    if (!known || comparePositions(position, known) > 0) this.applied.set(name, position);
  }

  private async run(): Promise<void> {
    const { log } = this.options;
    const batchSize = this.options.batchSize ?? 500;
    const poll = this.options.pollIntervalMs ?? 1000;
    let fixed = false;
    await retryUntilStopped({
      signal: this.abort.signal,
      step: async () => {
        const client = await this.db.get();
        if (!fixed) {
          await this.fixStart(client);
          fixed = true;
          this.markStarted();
        }
        this.moved = false;
        const result = await this.runBatch(client, batchSize);
        if (result === 'locked') {
          this.status.state = 'standby';
          await sleep(poll, this.abort.signal);
          return;
        }
        this.status.state = 'running';
        if (result < batchSize) await this.idle(poll);
      },
      onFailure: async (error) => {
        await this.db.close();
        if (isTransientDatabaseError(error))
          log.warn({ reactor: this.name }, 'database unavailable; reactor retrying');
        else log.error({ reactor: this.name, err: error }, 'notification batch failed; retrying');
      },
      backoffMs: () => 1000,
    });
  }

  /**
   * On the very first start there is no checkpoint: the reactor starts at the log's head. Events
   * from before notifications existed are history; announcing years of them at once would bury
   * what matters now and mail people about matters long closed.
   */
  private async fixStart(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ position: string }>(
      'SELECT position FROM reactor_checkpoints WHERE name = $1',
      [this.name],
    );
    if (rows[0]) {
      this.status.checkpoint = rows[0].position;
      return;
    }
    const head = await logHead(client, this.options.readLog);
    // Two instances starting at once each find a head; the first row stays.
    await client.query(
      'INSERT INTO reactor_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [this.name, formatPosition(head)],
    );
    this.options.log.info(
      { reactor: this.name, head: formatPosition(head) },
      'reactor starts at the log head',
    );
  }

  /** How far every read model of the rules has applied the log (null: one has no checkpoint yet). */
  private async readModelsAt(client: pg.ClientBase): Promise<LogPosition | null> {
    const names = this.options.readModels;
    const { rows } = await client.query<{ subscription_id: string; tx: string; gp: string }>(
      'SELECT subscription_id, tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = ANY($1)',
      [names],
    );
    for (const row of rows) this.advance(row.subscription_id, { tx: BigInt(row.tx), gp: BigInt(row.gp) });
    let lowest: LogPosition | null = null;
    for (const name of names) {
      const at = this.applied.get(name);
      if (!at) return null;
      if (!lowest || comparePositions(at, lowest) < 0) lowest = at;
    }
    return lowest;
  }

  /** One batch in one transaction: the notifications of its events and the checkpoint past them. */
  private async runBatch(client: pg.Client, batchSize: number): Promise<number | 'locked'> {
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{ locked: boolean; position: string | null }>(
        `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked,
                (SELECT position FROM reactor_checkpoints WHERE name = $2) AS position`,
        [`reactor:${this.name}`, this.name],
      );
      const row = rows[0];
      if (!row?.locked) {
        await client.query('ROLLBACK');
        return 'locked';
      }
      if (!row.position) throw new Error(`no checkpoint row for reactor ${this.name}`);
      const from = parsePosition(row.position);
      this.status.checkpoint = row.position;
      const upTo = this.options.readModels.length > 0 ? await this.readModelsAt(client) : null;
      const blocked = this.options.readModels.length > 0 && (!upTo || comparePositions(upTo, from) <= 0);
      const read = blocked ? [] : await this.options.readLog(client, from, batchSize);
      const events = upTo ? read.filter((e) => comparePositions(e.position, upTo) <= 0) : read;
      const last = events.at(-1);
      if (!last) {
        await client.query('ROLLBACK');
        return 0;
      }
      for (const event of events) await this.react(client, event);
      const moved = await client.query(
        'UPDATE reactor_checkpoints SET position = $2, updated_at = now() WHERE name = $1 AND position = $3',
        [this.name, formatPosition(last.position), row.position],
      );
      if (moved.rowCount !== 1) throw new Error(`checkpoint of reactor ${this.name} moved concurrently`);
      await client.query('COMMIT');
      this.status.checkpoint = formatPosition(last.position);
      return events.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  }

  /** Every rule that handles the event, each behind a savepoint. */
  private async react(client: pg.Client, event: StoredEvent): Promise<void> {
    const rules = this.options.rules.filter((rule) => rule.handles(event));
    if (rules.length === 0) return;
    const context = createRuleContext(client, {
      timeZone: this.options.siteTimeZone,
      now: new Date(event.recordedAt),
    });
    const now = this.options.now ?? (() => new Date());
    for (const rule of rules) {
      await client.query('SAVEPOINT notification_rule');
      try {
        const outcome = withoutActor(await rule.react(event, context), event.metadata.userId);
        await writeOutcome(client, outcome, { eventId: event.eventId }, now());
        await client.query('RELEASE SAVEPOINT notification_rule');
      } catch (error) {
        if (isTransientDatabaseError(error) || !this.givesUp(event)) throw error;
        // A rule that fails on this event every time would hold back every later notification.
        await client.query('ROLLBACK TO SAVEPOINT notification_rule');
        this.status.lastParked = {
          eventId: event.eventId,
          streamId: event.streamId,
          type: event.type,
          position: formatPosition(event.position),
          error: String((error as Error)?.message ?? error),
        };
        this.options.log.error(
          { reactor: this.name, rule: rule.name, eventId: event.eventId, err: error },
          'a notification rule failed on this event again; it is passed over',
        );
      }
    }
  }

  /** Counts the failures of one event; true once it has failed TRIES_PER_EVENT times. */
  private givesUp(event: StoredEvent): boolean {
    const tries = this.failing?.eventId === event.eventId ? this.failing.tries + 1 : 1;
    this.failing = { eventId: event.eventId, tries };
    return tries >= TRIES_PER_EVENT;
  }

  private async idle(ms: number): Promise<void> {
    if (!this.moved) await this.idling.wait(ms);
  }
}
