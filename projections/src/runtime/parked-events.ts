import type pg from 'pg';
import type { ParkedEventsRetryRequested } from '@hs/domain';
import { formatPosition, type LogPosition, type ReadLog, type StoredEvent } from '@hs/infra/event-store';
import { isTransientDatabaseError } from '@hs/infra/db';
import { PARKED_CHANNEL } from '@hs/infra/signals';
import type { Projection } from './projection.ts';

/**
 * Dead letters (migration 010): events a projection's handler could not apply, set aside so the
 * projection goes on. Per stream, the first one that failed is the root; the later events of that
 * stream wait behind it, so a retry applies the stream in order.
 */
export type ParkedEvent = { event: StoredEvent; error: string; blockedBy: string | null };

/** Parked streams of a projection: stream id -> the root event every later one waits behind. */
export type ParkedStreams = Map<string, string>;

const errorText = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 2000);

export const parkedStreamsFrom = (roots: Record<string, string> | null): ParkedStreams =>
  new Map(Object.entries(roots ?? {}));

/**
 * The parked streams of a subscription. Callers look only when the checkpoint row's `parked` count
 * is not 0 (migration 010), so nothing parked costs nothing.
 */
export const readParkedStreams = async (
  client: pg.ClientBase,
  subscriptionId: string,
): Promise<ParkedStreams> => {
  const { rows } = await client.query<{ roots: Record<string, string> | null }>(
    `SELECT json_object_agg(stream_id, event_id) AS roots FROM projection_parked_events
      WHERE projection = $1 AND blocked_by IS NULL`,
    [subscriptionId],
  );
  return parkedStreamsFrom(rows[0]?.roots ?? null);
};

/** As with the reactor's rules, the log's type name is the data's shape. */
const isRetryRequest = (event: StoredEvent): event is StoredEvent<ParkedEventsRetryRequested['data']> =>
  event.type === 'ParkedEventsRetryRequested';

/**
 * An admin's retry of this subscription's parked events (command-api appends it): the runner that
 * reaches it in the log re-applies them there, in a batch of its own. A rebuild (`name@rebuild`)
 * is never asked.
 */
export const isRetryRequestFor = (event: StoredEvent, subscriptionId: string): boolean =>
  isRetryRequest(event) && event.data.projection === subscriptionId;

export const blockedError = (root: string): string => `waits behind parked event ${root} of the same stream`;

/**
 * Applies a batch after SAVEPOINT before_batch: the events of parked streams are parked behind
 * their root, the others applied in one call, as when nothing is parked. Only when that call fails
 * are the events applied one at a time to find and park the failing ones. Returns what was parked.
 */
export const applyParking = async (
  client: pg.ClientBase,
  projection: Projection,
  events: readonly StoredEvent[],
  streams: ParkedStreams,
): Promise<ParkedEvent[]> => {
  const free = streams.size === 0 ? events : events.filter((e) => !streams.has(e.streamId));
  try {
    if (free.length > 0) await projection.apply(client, free);
  } catch (error) {
    // A full disk or a lost connection is the database's, not the event's: the batch is retried.
    if (isTransientDatabaseError(error)) throw error;
    await client.query('ROLLBACK TO SAVEPOINT before_batch');
    return applyOneByOne(client, projection, events, streams);
  }
  if (free.length === events.length) return [];
  return applyOneByOne(
    client,
    projection,
    events.filter((e) => streams.has(e.streamId)),
    streams,
  );
};

/** Applies the events one at a time (each in a savepoint), parking each failure and what its stream holds after it. */
export const applyOneByOne = async (
  client: pg.ClientBase,
  projection: Projection,
  events: readonly StoredEvent[],
  streams: ParkedStreams,
): Promise<ParkedEvent[]> => {
  const parked: ParkedEvent[] = [];
  const handles = projection.handles ?? (() => true);
  for (const event of events) {
    const root = streams.get(event.streamId);
    if (root === event.eventId) continue;
    if (root) {
      if (handles(event)) parked.push({ event, error: blockedError(root), blockedBy: root });
      continue;
    }
    await client.query('SAVEPOINT one_event');
    try {
      await projection.apply(client, [event]);
      await client.query('RELEASE SAVEPOINT one_event');
    } catch (error) {
      if (isTransientDatabaseError(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT one_event');
      parked.push({ event, error: errorText(error), blockedBy: null });
      streams.set(event.streamId, event.eventId);
    }
  }
  return parked;
};

/**
 * Writes the parked events (in the caller's transaction, with the checkpoint) and announces how
 * many the projection now has parked; returns that number.
 */
export const insertParked = async (
  client: pg.ClientBase,
  subscriptionId: string,
  parked: readonly ParkedEvent[],
): Promise<number> => {
  await client.query(
    `INSERT INTO projection_parked_events (projection, event_id, stream_id, event_type, tx, gp, error, blocked_by)
     SELECT $1, e.event_id, e.stream_id, e.event_type, e.tx::xid8, e.gp, e.error, e.blocked_by
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::uuid[])
         AS e(event_id, stream_id, event_type, tx, gp, error, blocked_by)
     ON CONFLICT (projection, event_id) DO UPDATE
       -- The same event again (a bus delivers at least once): the row stays, with the latest word.
       SET error = EXCLUDED.error, blocked_by = EXCLUDED.blocked_by`,
    [
      subscriptionId,
      parked.map((p) => p.event.eventId),
      parked.map((p) => p.event.streamId),
      parked.map((p) => p.event.type),
      parked.map((p) => p.event.position.tx.toString()),
      parked.map((p) => p.event.position.gp.toString()),
      parked.map((p) => p.error),
      parked.map((p) => p.blockedBy),
    ],
  );
  return announceParkedCount(client, subscriptionId);
};

/** Stores (on the checkpoint row) and announces how many events the subscription has parked now. */
export const announceParkedCount = async (client: pg.ClientBase, subscriptionId: string): Promise<number> => {
  const { rows } = await client.query<{ n: number }>(
    `WITH c AS (SELECT count(*)::int AS n FROM projection_parked_events WHERE projection = $1),
          stored AS (UPDATE es_checkpoints SET parked = (SELECT n FROM c) WHERE subscription_id = $1)
     SELECT c.n, pg_notify($2, $1 || ' ' || c.n) FROM c`,
    [subscriptionId, PARKED_CHANNEL],
  );
  return rows[0]?.n ?? 0;
};

/** The stored event at a parked row's position: the log is the only source, whatever the store. */
const readParkedEvent = async (
  client: pg.ClientBase,
  readLog: ReadLog,
  row: { event_id: string; tx: string; gp: string },
): Promise<StoredEvent> => {
  const position: LogPosition = { tx: BigInt(row.tx), gp: BigInt(row.gp) };
  const [event] = await readLog(client, { tx: position.tx, gp: position.gp - 1n }, 1);
  if (!event || event.eventId !== row.event_id)
    throw new Error(`parked event ${row.event_id} is not in the log at ${formatPosition(position)}`);
  return event;
};

export type RetryOutcome = { applied: number; stillParked: number; streams: ParkedStreams };

/**
 * Re-applies every parked event of the projection in log order, in the caller's transaction:
 * rows that now apply are deleted; a stream whose event still fails keeps it (with the new error)
 * and everything after it. The caller holds the projection's lock.
 */
export const retryParked = async (
  client: pg.ClientBase,
  projection: Projection,
  subscriptionId: string,
  readLog: ReadLog,
): Promise<RetryOutcome> => {
  const { rows } = await client.query<{ event_id: string; stream_id: string; tx: string; gp: string }>(
    `SELECT event_id, stream_id, tx::text AS tx, gp::text AS gp FROM projection_parked_events
      WHERE projection = $1 ORDER BY tx, gp`,
    [subscriptionId],
  );
  const streams: ParkedStreams = new Map();
  const applied: string[] = [];
  for (const row of rows) {
    const root = streams.get(row.stream_id);
    if (root) {
      await client.query(
        `UPDATE projection_parked_events SET blocked_by = $3, error = $4
          WHERE projection = $1 AND event_id = $2`,
        [subscriptionId, row.event_id, root, blockedError(root)],
      );
      continue;
    }
    await client.query('SAVEPOINT retry_one');
    try {
      await projection.apply(client, [await readParkedEvent(client, readLog, row)]);
      await client.query('RELEASE SAVEPOINT retry_one');
      applied.push(row.event_id);
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT retry_one');
      streams.set(row.stream_id, row.event_id);
      await client.query(
        `UPDATE projection_parked_events SET error = $3, blocked_by = NULL, attempts = attempts + 1
          WHERE projection = $1 AND event_id = $2`,
        [subscriptionId, row.event_id, errorText(error)],
      );
    }
  }
  await client.query(
    'DELETE FROM projection_parked_events WHERE projection = $1 AND event_id = ANY($2::uuid[])',
    [subscriptionId, applied],
  );
  await announceParkedCount(client, subscriptionId);
  return { applied: applied.length, stillParked: rows.length - applied.length, streams };
};

/** Moves the parked rows of a finished rebuild onto the live projection (they describe the new tables). */
export const adoptRebuiltParked = async (
  client: pg.ClientBase,
  projection: string,
  rebuildSubscription: string,
): Promise<void> => {
  await client.query('DELETE FROM projection_parked_events WHERE projection = $1', [projection]);
  await client.query('UPDATE projection_parked_events SET projection = $1 WHERE projection = $2', [
    projection,
    rebuildSubscription,
  ]);
  await announceParkedCount(client, projection);
};
