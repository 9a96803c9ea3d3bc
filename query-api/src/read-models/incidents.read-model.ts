import type { AdminNotifications, IncidentDetail, IncidentSummary, ListIncidentsQuery } from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  report_number: string;
  type: IncidentSummary['type'];
  severity: IncidentSummary['severity'];
  location: string;
  date: string | null;
  date_as_reported: string | null;
  status: IncidentSummary['status'];
  employee_name: string;
  created_at: Date;
};

const SUMMARY_COLUMNS = `id, report_number, type, severity, location, to_char(date, 'YYYY-MM-DD') AS date,
  date_as_reported, status, employee_name, created_at`;

const toSummary = (row: Row): IncidentSummary => ({
  id: row.id,
  reportNumber: row.report_number,
  type: row.type,
  severity: row.severity,
  location: row.location,
  date: row.date,
  ...(row.date_as_reported === null ? {} : { dateAsReported: row.date_as_reported }),
  status: row.status,
  employeeName: row.employee_name,
  createdAt: row.created_at.toISOString(),
});

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listIncidents = async (pool: pg.Pool, query: ListIncidentsQuery): Promise<IncidentSummary[]> => {
  const filtered = Boolean(query.status?.length || query.severity?.length || query.search);
  if (!filtered) {
    const { rows } = await pool.query<Row>({
      name: 'incidents_newest',
      text: `SELECT ${SUMMARY_COLUMNS} FROM incidents ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      values: [query.limit, query.offset],
    });
    return rows.map(toSummary);
  }
  const { rows } = await pool.query<Row>(
    `SELECT ${SUMMARY_COLUMNS} FROM incidents
      WHERE ($1::text[] IS NULL OR status = ANY($1))
        AND ($2::text[] IS NULL OR severity = ANY($2))
        AND ($3::text IS NULL OR search_text LIKE $3)
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [
      query.status?.length ? query.status : null,
      query.severity?.length ? query.severity : null,
      query.search ? likePattern(query.search) : null,
      query.limit,
      query.offset,
    ],
  );
  return rows.map(toSummary);
};

type Snapshot = Omit<IncidentDetail, 'createdAt'> & { createdAt: string };

/** A stored snapshot (see projections' incident-snapshot.ts) in the shape of the API. */
export const toDetail = (s: Snapshot): IncidentDetail => ({
  id: s.id,
  reportNumber: s.reportNumber,
  type: s.type,
  severity: s.severity,
  location: s.location,
  date: s.date,
  ...(s.dateAsReported === undefined ? {} : { dateAsReported: s.dateAsReported }),
  status: s.status,
  employeeName: s.employeeName,
  createdAt: new Date(s.createdAt).toISOString(),
  time: s.time,
  description: s.description,
  employeeId: s.employeeId,
  employeeDepartment: s.employeeDepartment,
  employeePosition: s.employeePosition,
  employeeSupervisor: s.employeeSupervisor,
  injuryOccurred: s.injuryOccurred,
  medicalAttentionRequired: s.medicalAttentionRequired,
  propertyDamage: s.propertyDamage,
  environmentalImpact: s.environmentalImpact,
  workRelated: s.workRelated,
  contributingFactors: s.contributingFactors,
  witnessName: s.witnessName,
  immediateActionsTaken: s.immediateActionsTaken,
  preventiveMeasures: s.preventiveMeasures,
  rootCauseAnalysis: s.rootCauseAnalysis,
  requiresInvestigation: s.requiresInvestigation,
  regulatoryReporting: s.regulatoryReporting,
  insuranceNotification: s.insuranceNotification,
  reportedBy: s.reportedBy,
  version: s.version,
  statusChangedAt: s.statusChangedAt ?? null,
  statusChangedBy: s.statusChangedBy ?? null,
});

/** The incident as it stands: the history's snapshot of the version its `incidents` row is at. */
export const findIncident = async (pool: pg.Pool, id: string): Promise<IncidentDetail | null> => {
  const { rows } = await pool.query<{ snapshot: Snapshot }>({
    name: 'incident_by_id',
    text: `SELECT h.snapshot FROM incidents i
             JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
            WHERE i.id = $1`,
    values: [id],
  });
  return rows[0] ? toDetail(rows[0].snapshot) : null;
};

/** Counts for the admin dashboard; "this month" is the month of `today` on the site's calendar. */
export const incidentCounts = async (pool: pg.Pool, today: string) => {
  const { rows } = await pool.query<{ total: number; submitted: number; open: number; this_month: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'submitted')::int AS submitted,
            count(*) FILTER (WHERE status IN ('submitted', 'under-review', 'investigating'))::int AS open,
            count(*) FILTER (WHERE date >= date_trunc('month', $1::date))::int AS this_month
       FROM incidents`,
    [today],
  );
  return rows[0]!;
};

export const attentionSet = async (pool: pg.Pool): Promise<AdminNotifications['items']> => {
  const { rows } = await pool.query<Row & { preview: string }>(
    `SELECT ${SUMMARY_COLUMNS}, left(h.snapshot->>'description', 100) AS preview
       FROM incidents i
       JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
      WHERE i.status = 'submitted' ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
  );
  return rows.map((r) => ({ ...toSummary(r), descriptionPreview: r.preview }));
};
