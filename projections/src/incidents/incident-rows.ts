import { departmentKey } from '@hs/infra/auth';
import type pg from 'pg';
import { jsonRows } from '../runtime/json-rows.ts';
import type { IncidentSnapshot } from './incident-snapshot.ts';

/** One row of `incident_history`: an event of an incident, its author, and the incident right after it. */
export type HistoryRow = {
  incidentId: string;
  version: number;
  eventId: string;
  eventType: string;
  recordedAt: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  changedFields: string[];
  snapshot: IncidentSnapshot;
};

/**
 * The history rows of a batch, and the current row of every incident they touch, in ONE statement:
 * the history rows are inserted (an event already there is skipped), and each incident's row is
 * inserted or moved to its newest version (never back to an older one).
 *
 * Each side travels as one JSON array (`jsonRows`); the snapshot lands in a `json` column that keeps
 * the text as written, so PostgreSQL parses it once and never into a binary form.
 */
const WRITE = `
  WITH history AS (
    INSERT INTO incident_history (incident_id, version, event_id, event_type, recorded_at, actor_id, actor_name,
                                  actor_role, from_status, to_status, note, changed_fields, snapshot)
    SELECT * FROM ${jsonRows(1, 'h', {
      incidentId: 'uuid',
      version: 'bigint',
      eventId: 'uuid',
      eventType: 'text',
      recordedAt: 'timestamptz',
      actorId: 'text',
      actorName: 'text',
      actorRole: 'text',
      fromStatus: 'text',
      toStatus: 'text',
      note: 'text',
      changedFields: 'text[]',
      snapshot: 'json',
    })}
    ON CONFLICT (incident_id, version) DO NOTHING
  )
  INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name, created_at,
                         version, search_text, date_as_reported, reported_by, employee_department,
                         reporter_department, establishment_id)
  SELECT * FROM ${jsonRows(2, 'c', {
    id: 'uuid',
    reportNumber: 'text',
    type: 'text',
    severity: 'text',
    location: 'text',
    date: 'date',
    status: 'text',
    employeeName: 'text',
    createdAt: 'timestamptz',
    version: 'bigint',
    searchText: 'text',
    dateAsReported: 'text',
    reportedBy: 'text',
    employeeDepartment: 'text',
    reporterDepartment: 'text',
    establishmentId: 'uuid',
  })}
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version,
    establishment_id = excluded.establishment_id
    WHERE incidents.version < excluded.version`;

/** The `incidents` row of a snapshot, its keys in WRITE's order. */
const currentRowOf = (s: IncidentSnapshot) => ({
  id: s.id,
  reportNumber: s.reportNumber,
  type: s.type,
  severity: s.severity,
  location: s.location,
  date: s.date,
  status: s.status,
  employeeName: s.employeeName,
  createdAt: s.createdAt,
  version: s.version,
  searchText: [s.reportNumber, s.description, s.location, s.employeeName].join(' ').toLowerCase(),
  dateAsReported: s.dateAsReported ?? null,
  reportedBy: s.reportedBy,
  employeeDepartment: departmentKey(s.employeeDepartment),
  reporterDepartment: departmentKey(s.reporterDepartment),
  establishmentId: s.establishmentId ?? null,
});

/** Writes `history` and the incidents rows of `current` (each incident's newest snapshot in the batch). */
export const writeIncidentRows = async (
  client: pg.ClientBase,
  history: readonly HistoryRow[],
  current: readonly IncidentSnapshot[],
): Promise<void> => {
  await client.query({
    name: 'incident_rows_write',
    text: WRITE,
    values: [JSON.stringify(history), JSON.stringify(current.map(currentRowOf))],
  });
};

/** The stored snapshots of the given incident versions, keyed `incidentId:version`. */
export const storedSnapshots = async (
  client: pg.ClientBase,
  wanted: readonly { incidentId: string; version: number }[],
): Promise<Map<string, IncidentSnapshot>> => {
  const found = new Map<string, IncidentSnapshot>();
  if (wanted.length === 0) return found;
  const { rows } = await client.query<{ incident_id: string; version: string; snapshot: IncidentSnapshot }>({
    name: 'incident_rows_snapshots',
    text: `SELECT h.incident_id, h.version, h.snapshot
             FROM incident_history h
             JOIN unnest($1::uuid[], $2::bigint[]) AS w(incident_id, version) USING (incident_id, version)`,
    values: [wanted.map((w) => w.incidentId), wanted.map((w) => w.version)],
  });
  for (const row of rows) found.set(snapshotKey(row.incident_id, Number(row.version)), row.snapshot);
  return found;
};

export const snapshotKey = (incidentId: string, version: number) => `${incidentId}:${version}`;
