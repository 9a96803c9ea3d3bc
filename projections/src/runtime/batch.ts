import type pg from 'pg';
import { comparePositions, formatPosition, type LogPosition, type ReadLog } from '@hs/infra/event-store';
import { CHECKPOINT_CHANNEL } from '@hs/infra/signals';
import {
  applyParking,
  insertParked,
  isRetryRequestFor,
  readParkedStreams,
  retryParked,
  type ParkedEvent,
  type ParkedStreams,
  type RetryOutcome,
} from './parked-events.ts';
import type { Projection } from './projection.ts';

/** The advisory lock key of a projection: one active writer per projection at any moment. */
export const lockKeyOf = (projectionName: string): string => `projection:${projectionName}`;

export const readCheckpoint = async (client: pg.ClientBase, subscriptionId: string): Promise<LogPosition> =>
  (await readCheckpointRow(client, subscriptionId)).from;

/** The checkpoint and how many events the subscription has parked (migration 010). */
const readCheckpointRow = async (
  client: pg.ClientBase,
  subscriptionId: string,
): Promise<{ from: LogPosition; parked: number }> => {
  const { rows } = await client.query<{ tx: string; gp: string; parked: number }>(
    'SELECT tx::text AS tx, gp, parked FROM es_checkpoints WHERE subscription_id = $1',
    [subscriptionId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no checkpoint row for ${subscriptionId}`);
  return { from: { tx: BigInt(row.tx), gp: BigInt(row.gp) }, parked: row.parked };
};

export type BatchResult = {
  count: number;
  /** The log may hold more right after this batch: it was full, or it stopped at a retry request. */
  more: boolean;
  checkpoint: LogPosition;
  /** What this batch parked, and then how many events the projection has parked in all. */
  parked: ParkedEvent[];
  parkedTotal: number | null;
  /** The batch was an admin's retry request: what re-applying the parked events gave. */
  retried: RetryOutcome | null;
};

/**
 * Reads one batch after the checkpoint and applies it, then moves the checkpoint past every event
 * read, handled or not, all in the caller's open transaction, so a wait for any position always
 * ends. `upTo` bounds the batch (used when switching a rebuild). An event the handler cannot apply
 * is parked (parked-events.ts) with the checkpoint, and so are the later events of its stream: the
 * projection goes on with the other streams. Nothing parked costs nothing more than before: one
 * apply of the whole batch. An admin's retry request for this subscription ends the batch before
 * it and is then a batch of its own: the parked events are re-applied and the checkpoint passes it.
 */
export const applyNextBatch = async (
  client: pg.ClientBase,
  projection: Projection,
  subscriptionId: string,
  readLog: ReadLog,
  batchSize: number,
  upTo?: LogPosition,
  /**
   * The checkpoint and the parked streams, when the caller read them already and set SAVEPOINT
   * before_batch after that.
   */
  prepared?: { from: LogPosition; streams: ParkedStreams },
): Promise<BatchResult> => {
  const stored = prepared ? null : await readCheckpointRow(client, subscriptionId);
  const from = prepared?.from ?? stored!.from;
  let events = await readLog(client, from, batchSize);
  if (upTo) events = events.filter((e) => comparePositions(e.position, upTo) <= 0);
  const request = events.findIndex((e) => isRetryRequestFor(e, subscriptionId));
  const more = events.length === batchSize || request >= 0;
  // The events before a retry request are this batch; the request alone is the next one.
  if (request >= 0) events = events.slice(0, Math.max(request, 1));
  const last = events.at(-1);
  if (!last) return { count: 0, more, checkpoint: from, parked: [], parkedTotal: null, retried: null };
  if (request === 0) {
    const retried = await retryParked(client, projection, subscriptionId, readLog);
    await moveCheckpoint(client, subscriptionId, from, last.position);
    return {
      count: 1,
      more,
      checkpoint: last.position,
      parked: [],
      parkedTotal: retried.stillParked,
      retried,
    };
  }
  const streams =
    prepared?.streams ??
    (stored!.parked > 0 ? await readParkedStreams(client, subscriptionId) : new Map<string, string>());
  if (!prepared) await client.query('SAVEPOINT before_batch');
  const parked = await applyParking(client, projection, events, streams);
  // Announced before the checkpoint (NOTIFYs of a transaction arrive in order): a read waiting
  // for one of these events learns it is parked before it sees the checkpoint pass it.
  const parkedTotal = parked.length > 0 ? await insertParked(client, subscriptionId, parked) : null;
  await moveCheckpoint(client, subscriptionId, from, last.position);
  return { count: events.length, more, checkpoint: last.position, parked, parkedTotal, retried: null };
};

/** Moves the checkpoint from `from` to `to` and announces it (to other processes, at commit): one round trip. */
const moveCheckpoint = async (
  client: pg.ClientBase,
  subscriptionId: string,
  from: LogPosition,
  to: LogPosition,
): Promise<void> => {
  const moved = await client.query({
    name: 'move_checkpoint',
    text: `WITH moved AS (
             UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
              WHERE subscription_id = $1 AND tx = $4::text::xid8 AND gp = $5 RETURNING 1)
           SELECT pg_notify($6, $7) FROM moved`,
    values: [
      subscriptionId,
      to.tx.toString(),
      to.gp.toString(),
      from.tx.toString(),
      from.gp.toString(),
      CHECKPOINT_CHANNEL,
      `${subscriptionId} ${formatPosition(to)}`,
    ],
  });
  // Belt and braces beside the advisory lock: a checkpoint moved by someone else is a conflict.
  if (moved.rowCount !== 1) throw new Error(`checkpoint of ${subscriptionId} moved concurrently`);
};
