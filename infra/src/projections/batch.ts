import type pg from 'pg';
import {
  comparePositions,
  formatPosition,
  type LogPosition,
  type StoredEvent,
} from '../event-store/event-store.port.ts';
import { CHECKPOINT_CHANNEL } from './log-signals.ts';
import type { Projection, ReadLog } from './projection.ts';

/** The advisory lock key of a projection: one active writer per projection at any moment. */
export const lockKeyOf = (projectionName: string): string => `projection:${projectionName}`;

export class ProjectionHandlerError extends Error {
  constructor(
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    super(
      `projection handler failed on ${event.type} ${event.eventId}: ${(cause as Error)?.message ?? cause}`,
    );
    this.name = 'ProjectionHandlerError';
  }
}

export const readCheckpoint = async (client: pg.ClientBase, subscriptionId: string): Promise<LogPosition> => {
  const { rows } = await client.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp FROM es_checkpoints WHERE subscription_id = $1',
    [subscriptionId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no checkpoint row for ${subscriptionId}`);
  return { tx: BigInt(row.tx), gp: BigInt(row.gp) };
};

/**
 * Reads one batch after the checkpoint and applies it, then moves the checkpoint, all in the
 * caller's open transaction. The checkpoint moves over every event read, handled or not, so a
 * wait for any position always ends. `upTo` bounds the batch (used when switching a rebuild).
 * When the handler fails on an event, the events before it are kept and the checkpoint stops
 * just before it: `poison` names the event, and the caller commits what was applied.
 */
export const applyNextBatch = async (
  client: pg.ClientBase,
  projection: Projection,
  subscriptionId: string,
  readLog: ReadLog,
  batchSize: number,
  upTo?: LogPosition,
  /** The checkpoint, when the caller read it already and set SAVEPOINT before_batch after that. */
  prepared?: { from: LogPosition },
): Promise<{ count: number; checkpoint: LogPosition; poison?: ProjectionHandlerError }> => {
  const from = prepared?.from ?? (await readCheckpoint(client, subscriptionId));
  let events = await readLog(client, from, batchSize);
  if (upTo) events = events.filter((e) => comparePositions(e.position, upTo) <= 0);
  if (events.length === 0) return { count: 0, checkpoint: from };
  if (!prepared) await client.query('SAVEPOINT before_batch');
  let poison: ProjectionHandlerError | undefined;
  try {
    await projection.apply(client, events);
  } catch (error) {
    await client.query('ROLLBACK TO SAVEPOINT before_batch');
    const applied = await applyUntilFailure(client, projection, events);
    poison = new ProjectionHandlerError(events[applied.count]!, applied.error ?? error);
    events = events.slice(0, applied.count);
  }
  const last = events.at(-1);
  if (!last) return { count: 0, checkpoint: from, poison };
  // One round trip: move the checkpoint and announce it (to other processes, at commit).
  const moved = await client.query({
    name: 'move_checkpoint',
    text: `WITH moved AS (
             UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
              WHERE subscription_id = $1 AND tx = $4::text::xid8 AND gp = $5 RETURNING 1)
           SELECT pg_notify($6, $7) FROM moved`,
    values: [
      subscriptionId,
      last.position.tx.toString(),
      last.position.gp.toString(),
      from.tx.toString(),
      from.gp.toString(),
      CHECKPOINT_CHANNEL,
      `${subscriptionId} ${formatPosition(last.position)}`,
    ],
  });
  // Belt and braces beside the advisory lock: a checkpoint moved by someone else is a conflict.
  if (moved.rowCount !== 1) throw new Error(`checkpoint of ${subscriptionId} moved concurrently`);
  return { count: events.length, checkpoint: last.position, poison };
};

/** Applies the events one at a time, each in a savepoint, until one fails: how many went in, and why. */
const applyUntilFailure = async (
  client: pg.ClientBase,
  projection: Projection,
  events: readonly StoredEvent[],
): Promise<{ count: number; error?: unknown }> => {
  for (const [index, event] of events.entries()) {
    await client.query('SAVEPOINT one_event');
    try {
      await projection.apply(client, [event]);
      await client.query('RELEASE SAVEPOINT one_event');
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT one_event');
      return { count: index, error };
    }
  }
  // The batch failed as a whole but every event alone went in: treat the first as the culprit.
  return { count: 0 };
};
