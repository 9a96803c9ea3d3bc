import type { RecordkeepingDecision, RecordkeepingView } from '@hs/contracts';
import { storedDecision } from '@hs/domain';
import type pg from 'pg';

/** The current decision on an incident and every decision before it, oldest first. */
export const recordkeepingOf = async (pool: pg.Pool, incidentId: string): Promise<RecordkeepingView> => {
  const { rows } = await pool.query(
    `SELECT version, recorded_at, decided_by, decided_by_name, reason, changed, decision
       FROM osha_case_history WHERE incident_id = $1 ORDER BY version`,
    [incidentId],
  );
  const history = rows.map((r) => ({
    version: Number(r.version),
    recordedAt: (r.recorded_at as Date).toISOString(),
    decidedBy: { id: r.decided_by as string | null, name: r.decided_by_name as string | null },
    reason: r.reason as string | null,
    changed: r.changed as string[],
    decision: storedDecision(r.decision as RecordkeepingDecision),
  }));
  return { incidentId, current: history.at(-1)?.decision ?? null, history };
};
