import type { AuditVerification } from '@hs/contracts';
import type pg from 'pg';

export const lastAuditVerification = async (pool: pg.Pool): Promise<AuditVerification | null> => {
  const { rows } = await pool.query(
    `SELECT verified_at, ok, events, streams, first_break, trigger, verified_by
       FROM audit_verifications ORDER BY verified_at DESC LIMIT 1`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    verifiedAt: r.verified_at.toISOString(),
    ok: r.ok,
    events: Number(r.events),
    streams: Number(r.streams),
    firstBreak: r.first_break,
    trigger: r.trigger,
    verifiedBy: r.verified_by,
  };
};
