import { departmentKey } from '@hs/domain';
import type pg from 'pg';
import type { IncidentSnapshot } from './snapshot.ts';

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
 * Columns go as arrays (`unnest`) and the snapshots as one JSON array, so PostgreSQL parses no JSON
 * but the snapshots themselves, into a `json` column that keeps the text as written: about half the
 * database's work of `jsonb_to_recordset` rows (docs/performance.md, "Projections"). Changed fields
 * travel comma-joined: they are snapshot keys, which hold no comma.
 */
const WRITE = `
  WITH history AS (
    INSERT INTO incident_history (incident_id, version, event_id, event_type, recorded_at, actor_id, actor_name,
                                  actor_role, from_status, to_status, note, changed_fields, snapshot)
    SELECT h.incident_id, h.version, h.event_id, h.event_type, h.recorded_at, h.actor_id, h.actor_name, h.actor_role,
           h.from_status, h.to_status, h.note, string_to_array(h.changed_fields, ','), h.snapshot
      FROM ROWS FROM (
             unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::text[], $5::timestamptz[], $6::text[], $7::text[],
                    $8::text[], $9::text[], $10::text[], $11::text[], $12::text[]),
             json_array_elements($13::json)
           ) AS h(incident_id, version, event_id, event_type, recorded_at, actor_id, actor_name, actor_role,
                  from_status, to_status, note, changed_fields, snapshot)
    ON CONFLICT (incident_id, version) DO NOTHING
  )
  INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name, created_at,
                         version, search_text, date_as_reported, reported_by, employee_department,
                         reporter_department, establishment_id, disposition, supervisor_ids)
  SELECT c.id, c.report_number, c.type, c.severity, c.location, c.date, c.status, c.employee_name, c.created_at,
         c.version, c.search_text, c.date_as_reported, c.reported_by, c.employee_department, c.reporter_department,
         c.establishment_id, c.disposition, string_to_array(c.supervisor_ids, ',')
    FROM unnest($14::uuid[], $15::text[], $16::text[], $17::text[], $18::text[], $19::date[], $20::text[],
                $21::text[], $22::timestamptz[], $23::bigint[], $24::text[], $25::text[], $26::text[],
                $27::text[], $28::text[], $29::uuid[], $30::text[], $31::text[])
         AS c(id, report_number, type, severity, location, date, status, employee_name, created_at, version,
              search_text, date_as_reported, reported_by, employee_department, reporter_department,
              establishment_id, disposition, supervisor_ids)
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version,
    establishment_id = excluded.establishment_id, disposition = excluded.disposition
    WHERE incidents.version < excluded.version`;

const searchTextOf = (s: IncidentSnapshot) =>
  [s.reportNumber, s.description, s.location, s.employeeName].join(' ').toLowerCase();

/** Writes `history` and the incidents rows of `current` (each incident's newest snapshot in the batch). */
export const writeIncidentRows = async (
  client: pg.ClientBase,
  history: readonly HistoryRow[],
  current: readonly IncidentSnapshot[],
): Promise<void> => {
  const column = <T>(rows: readonly T[], pick: (row: T) => unknown) => rows.map(pick);
  await client.query({
    name: 'incident_rows_write',
    text: WRITE,
    values: [
      column(history, (h) => h.incidentId),
      column(history, (h) => h.version),
      column(history, (h) => h.eventId),
      column(history, (h) => h.eventType),
      column(history, (h) => h.recordedAt),
      column(history, (h) => h.actorId),
      column(history, (h) => h.actorName),
      column(history, (h) => h.actorRole),
      column(history, (h) => h.fromStatus),
      column(history, (h) => h.toStatus),
      column(history, (h) => h.note),
      column(history, (h) => h.changedFields.join(',')),
      `[${history.map((h) => JSON.stringify(h.snapshot)).join(',')}]`,
      column(current, (s) => s.id),
      column(current, (s) => s.reportNumber),
      column(current, (s) => s.type),
      column(current, (s) => s.severity),
      column(current, (s) => s.location),
      column(current, (s) => s.date),
      column(current, (s) => s.status),
      column(current, (s) => s.employeeName),
      column(current, (s) => s.createdAt),
      column(current, (s) => s.version),
      column(current, searchTextOf),
      column(current, (s) => s.dateAsReported ?? null),
      column(current, (s) => s.reportedBy),
      column(current, (s) => departmentKey(s.employeeDepartment)),
      column(current, (s) => departmentKey(s.reporterDepartment)),
      column(current, (s) => s.establishmentId ?? null),
      column(current, (s) => s.disposition?.kind ?? null),
      // Comma-joined like changed_fields: ids hold no comma, and unnest cannot take an array per row.
      column(current, (s) => (s.supervisors ?? []).map((told) => told.id).join(',')),
    ],
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
