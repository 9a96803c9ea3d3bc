import type { ParkedEvents } from '@hs/contracts';
import type pg from 'pg';

/** Most rows a page of the admin dashboard shows; `total` says how many there are. */
const LIMIT = 200;

/** The projections that have parked events now: a read after a retry waits for these to pass it. */
export const projectionsWithParked = async (pool: pg.Pool): Promise<string[]> => {
  const { rows } = await pool.query<{ projection: string }>(
    `SELECT DISTINCT projection FROM projection_parked_events WHERE projection NOT LIKE '%@rebuild'`,
  );
  return rows.map((r) => r.projection);
};

/** The events the projections have parked, oldest first per projection (retries go in that order). */
export const listParkedEvents = async (pool: pg.Pool): Promise<ParkedEvents> => {
  const { rows } = await pool.query(
    `SELECT projection, event_id, stream_id, event_type, tx::text || ':' || gp AS position, error, blocked_by,
            parked_at, attempts, count(*) OVER () AS total
       FROM projection_parked_events WHERE projection NOT LIKE '%@rebuild'
      ORDER BY projection, tx, gp LIMIT ${LIMIT}`,
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
    })),
  };
};
