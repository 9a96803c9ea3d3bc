import type { IncidentDetail, IncidentHistoryEntry } from '@hs/contracts';
import type pg from 'pg';
import { toDetail } from './queries.ts';

type HistoryRow = {
  version: string;
  event_id: string;
  event_type: string;
  recorded_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  from_status: IncidentHistoryEntry['fromStatus'];
  to_status: IncidentHistoryEntry['toStatus'];
  note: string | null;
  changed_fields: string[];
};

const summaryOf = (row: HistoryRow): string => {
  if (row.event_type === 'IncidentReported') return 'Incident reported';
  if (row.event_type === 'IncidentStatusChanged')
    return `Status changed from ${row.from_status} to ${row.to_status}`;
  if (row.event_type === 'IncidentCorrectiveActionRaised') return 'Corrective action raised';
  if (row.event_type === 'IncidentAttachmentAdded') return 'Photo or file added';
  if (row.event_type === 'IncidentMarkedDuplicate') return 'Marked as a duplicate';
  if (row.event_type === 'IncidentVoided') return 'Marked void';
  if (row.event_type === 'IncidentReinstated') return 'Marking undone';
  return row.event_type;
};

/** The history's entries; the caller adds the files each event put on the incident. */
export const incidentHistory = async (
  pool: pg.Pool,
  incidentId: string,
): Promise<Omit<IncidentHistoryEntry, 'attachments'>[]> => {
  const { rows } = await pool.query<HistoryRow>(
    `SELECT version, event_id, event_type, recorded_at, actor_id, actor_name, actor_role, from_status, to_status, note, changed_fields
       FROM incident_history WHERE incident_id = $1 ORDER BY version`,
    [incidentId],
  );
  return rows.map((r) => ({
    version: Number(r.version),
    eventId: r.event_id,
    type: r.event_type,
    recordedAt: r.recorded_at.toISOString(),
    actor: { id: r.actor_id, name: r.actor_name, role: r.actor_role },
    summary: summaryOf(r),
    fromStatus: r.from_status,
    toStatus: r.to_status,
    note: r.note,
    changedFields: r.changed_fields,
  }));
};

/** The incident as it stood after its n-th event, or at a moment: the last event recorded by then. */
export const incidentAsOf = async (
  pool: pg.Pool,
  incidentId: string,
  at: { version?: number; time?: string },
): Promise<{ detail: IncidentDetail; version: number; recordedAt: string } | null> => {
  const { rows } = await pool.query<{
    snapshot: Parameters<typeof toDetail>[0];
    version: string;
    recorded_at: Date;
  }>(
    `SELECT snapshot, version, recorded_at FROM incident_history
      WHERE incident_id = $1 AND ($2::bigint IS NULL OR version <= $2) AND ($3::timestamptz IS NULL OR recorded_at <= $3)
      ORDER BY version DESC LIMIT 1`,
    [incidentId, at.version ?? null, at.time ?? null],
  );
  const row = rows[0];
  return row
    ? {
        detail: toDetail(row.snapshot),
        version: Number(row.version),
        recordedAt: row.recorded_at.toISOString(),
      }
    : null;
};

/** Fields whose value differs between a past state and now (what the time-travel view highlights). */
export const fieldsChangedSince = (past: IncidentDetail, now: IncidentDetail): string[] => {
  const ignore = new Set(['version', 'statusChangedAt', 'statusChangedBy']);
  return (Object.keys(now) as (keyof IncidentDetail)[]).filter(
    (key) => !ignore.has(key) && JSON.stringify(past[key]) !== JSON.stringify(now[key]),
  );
};
