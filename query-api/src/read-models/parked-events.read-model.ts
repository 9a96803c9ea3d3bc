import type { ParkedEvents } from '@hs/contracts';
import { parkedEventsRetryStreamId } from '@hs/domain';
import { NOTIFICATIONS_REACTOR } from '@hs/domain/vocabulary';
import type pg from 'pg';

/** Most rows a page of the admin dashboard shows; `total` says how many there are. */
const LIMIT = 200;

/**
 * A retry an admin asked for that the notifications reactor has not yet passed on to the runner: the
 * request is an event (ParkedEventsRetryRequested), and the runner's flag is set only once the
 * reactor reads it, so until then the request itself says the retry is pending.
 */
const UNSEEN_RETRY_REQUESTS = `
  SELECT e.data->>'projection' AS projection, max(e.recorded_at) AS requested_at
    FROM es_events e
   WHERE e.stream_id = $1
     AND NOT EXISTS (
       SELECT 1 FROM reactor_checkpoints r
        WHERE r.name = $2
          AND (e.transaction_id, e.global_position)
              <= (split_part(r.position, ':', 1)::xid8, split_part(r.position, ':', 2)::bigint))
   GROUP BY 1`;

/** The events the projections have parked, oldest first per projection (retries go in that order). */
export const listParkedEvents = async (pool: pg.Pool): Promise<ParkedEvents> => {
  const { rows } = await pool.query(
    `WITH unseen AS (${UNSEEN_RETRY_REQUESTS})
     SELECT p.projection, event_id, stream_id, event_type, tx::text || ':' || gp AS position, error, blocked_by,
            parked_at, attempts, coalesce(p.retry_requested_at, u.requested_at) AS retry_requested_at,
            count(*) OVER () AS total
       FROM projection_parked_events p LEFT JOIN unseen u ON u.projection = p.projection
      WHERE p.projection NOT LIKE '%@rebuild'
      ORDER BY p.projection, tx, gp LIMIT ${LIMIT}`,
    [parkedEventsRetryStreamId, NOTIFICATIONS_REACTOR],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      projection: r.projection,
      eventId: r.event_id,
      streamId: r.stream_id,
      eventType: r.event_type,
      position: r.position,
      error: r.error,
      blockedBy: r.blocked_by,
      parkedAt: r.parked_at.toISOString(),
      attempts: r.attempts,
      retryRequestedAt: r.retry_requested_at?.toISOString() ?? null,
    })),
  };
};
