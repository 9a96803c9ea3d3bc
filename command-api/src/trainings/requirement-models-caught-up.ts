import { comparePositions, type EventStore, type LogPosition } from '@hs/infra/event-store';
import type pg from 'pg';

/** The read models a pass of automatic assignments reads: the matrix, its people and courses, open work. */
export const REQUIREMENT_READ_MODELS = ['training-matrix', 'trainings', 'employees', 'work'] as const;

/**
 * Whether every read model a pass reads has applied the whole log as it stands: a pass on a model
 * behind it could hand out a course just completed, or miss an assignment just made.
 */
export const requirementModelsCaughtUp = async (pool: pg.Pool, store: EventStore): Promise<boolean> => {
  const { rows } = await pool.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = ANY($1)',
    [REQUIREMENT_READ_MODELS],
  );
  if (rows.length < REQUIREMENT_READ_MODELS.length) return false;
  const lowest = rows
    .map((r): LogPosition => ({ tx: BigInt(r.tx), gp: BigInt(r.gp) }))
    .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  // Not store.readAll: it holds back events committed after a transaction still in flight (the
  // xmin rule), and a model at that held-back head has not applied them yet.
  return comparePositions(lowest, await store.lastPosition()) >= 0;
};
