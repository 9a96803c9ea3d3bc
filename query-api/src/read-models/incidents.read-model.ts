import type {
  AdminNotifications,
  IncidentDetail,
  IncidentSummary,
  ListIncidentsQuery,
  WholeIncidentSummary,
} from '@hs/contracts';
import { departmentKey, reviewsIncident, seesWholeIncident, type IncidentViewer } from '@hs/infra';
import type pg from 'pg';

type Row = {
  id: string;
  report_number: string;
  type: IncidentSummary['type'];
  severity: NonNullable<IncidentSummary['severity']>;
  location: string;
  date: string | null;
  date_as_reported: string | null;
  status: IncidentSummary['status'];
  employee_name: string;
  created_at: Date;
  reported_by: string | null;
  employee_department: string | null;
  reporter_department: string | null;
};

const SUMMARY_COLUMNS = `id, report_number, type, severity, location, to_char(date, 'YYYY-MM-DD') AS date,
  date_as_reported, status, employee_name, created_at, reported_by, employee_department, reporter_department`;

/** Everyone's incidents whole: the safety team's screens (their routes admit no other role). */
export const WHOLE = 'whole' as const;
export type Reader = IncidentViewer | typeof WHOLE;

/** Who reported an incident and the departments it belongs to (infra incident-access.ts). */
export const ownershipOf = (row: {
  reported_by: string | null;
  employee_department: string | null;
  reporter_department: string | null;
}) => ({
  reportedBy: row.reported_by,
  departments: [row.employee_department, row.reporter_department].filter((d) => d !== null),
});

export const readsWhole = (reader: Reader, row: Parameters<typeof ownershipOf>[0]): boolean =>
  reader === WHOLE || seesWholeIncident(reader, ownershipOf(row));

const wholeSummary = (row: Row): WholeIncidentSummary => ({
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
  summaryOnly: false,
});

const toSummary = (row: Row, reader: Reader): IncidentSummary => {
  if (readsWhole(reader, row)) return wholeSummary(row);
  return {
    id: row.id,
    reportNumber: row.report_number,
    type: row.type,
    severity: null,
    location: row.location,
    date: row.date,
    ...(row.date_as_reported === null ? {} : { dateAsReported: row.date_as_reported }),
    status: row.status,
    employeeName: null,
    createdAt: row.created_at.toISOString(),
    summaryOnly: true,
  };
};

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every incident is listed (spec 2.3); rows the reader may not see whole come as summaries. */
export const listIncidents = async (
  pool: pg.Pool,
  query: ListIncidentsQuery,
  reader: Reader,
): Promise<IncidentSummary[]> => {
  const filtered = Boolean(query.status?.length || query.severity?.length || query.search);
  if (!filtered) {
    const { rows } = await pool.query<Row>({
      name: 'incidents_newest',
      text: `SELECT ${SUMMARY_COLUMNS} FROM incidents ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      values: [query.limit, query.offset],
    });
    return rows.map((row) => toSummary(row, reader));
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
  return rows.map((row) => toSummary(row, reader));
};

/** Everyone's incidents whole, for the safety team's screens. */
export const listWholeIncidents = async (pool: pg.Pool, query: ListIncidentsQuery) =>
  // The WHOLE reader reads every row whole (toSummary), so no row is a summary.
  (await listIncidents(pool, query, WHOLE)) as WholeIncidentSummary[];

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
  summaryOnly: false,
  version: s.version,
  statusChangedAt: s.statusChangedAt ?? null,
  statusChangedBy: s.statusChangedBy ?? null,
});

/**
 * The incident as it stands (the history's snapshot of the version its `incidents` row is at),
 * whether the reader may see it whole, and whether they review it.
 */
export const findIncident = async (
  pool: pg.Pool,
  id: string,
  reader: Reader,
): Promise<{ detail: IncidentDetail; whole: boolean; reviews: boolean } | null> => {
  const { rows } = await pool.query<{
    snapshot: Snapshot;
    reported_by: string | null;
    employee_department: string | null;
    reporter_department: string | null;
  }>({
    name: 'incident_by_id',
    text: `SELECT h.snapshot, i.reported_by, i.employee_department, i.reporter_department FROM incidents i
             JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
            WHERE i.id = $1`,
    values: [id],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    detail: toDetail(row.snapshot),
    whole: readsWhole(reader, row),
    reviews: reader === WHOLE || reviewsIncident(reader, ownershipOf(row)),
  };
};

/** Everyone's incidents, or those of one department (a supervisor's review screens). */
export type IncidentScope = 'all' | { department: string | null };

/** The department to filter on as a SQL parameter: null for all; a department never matches ''. */
const scopeParam = (scope: IncidentScope) =>
  scope === 'all' ? null : (departmentKey(scope.department) ?? '');

const IN_SCOPE = `($1::text IS NULL OR $1 IN (employee_department, reporter_department))`;

export const incidentCounts = async (pool: pg.Pool, scope: IncidentScope) => {
  const { rows } = await pool.query<{ total: number; submitted: number; open: number; this_month: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'submitted')::int AS submitted,
            count(*) FILTER (WHERE status IN ('submitted', 'under-review', 'investigating'))::int AS open,
            count(*) FILTER (WHERE date >= date_trunc('month', current_date))::int AS this_month
       FROM incidents WHERE ${IN_SCOPE}`,
    [scopeParam(scope)],
  );
  return rows[0]!;
};

export const attentionSet = async (
  pool: pg.Pool,
  scope: IncidentScope,
): Promise<AdminNotifications['items']> => {
  const { rows } = await pool.query<Row & { preview: string }>(
    `SELECT ${SUMMARY_COLUMNS}, left(h.snapshot->>'description', 100) AS preview
       FROM incidents i
       JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
      WHERE i.status = 'submitted' AND ${IN_SCOPE} ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
    [scopeParam(scope)],
  );
  // Everything in scope is the reader's to review, so each item is whole.
  return rows.map((r) => ({ ...wholeSummary(r), descriptionPreview: r.preview }));
};
