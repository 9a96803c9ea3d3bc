import {
  encodeIncidentCursor,
  type AdminNotifications,
  type IncidentCursor,
  type IncidentDetail,
  type IncidentListShow,
  type IncidentSummary,
  type ListIncidentsQuery,
  type WholeIncidentSummary,
} from '@hs/contracts';
import { departmentKey, reviewsIncident, seesWholeIncident, type IncidentViewer } from '@hs/domain';
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
  disposition: IncidentSummary['disposition'];
  supervisor_ids: string[];
};

const SUMMARY_COLUMNS = `id, report_number, type, severity, location, to_char(date, 'YYYY-MM-DD') AS date,
  date_as_reported, status, employee_name, created_at, reported_by, employee_department, reporter_department,
  disposition,
  supervisor_ids`;

/** Everyone's incidents whole: the safety team's screens (their routes admit no other role). */
export const WHOLE = 'whole' as const;
export type Reader = IncidentViewer | typeof WHOLE;

/** Who reported an incident, its departments and the supervisors told of it (infra incident-access.ts). */
export const ownershipOf = (row: {
  reported_by: string | null;
  employee_department: string | null;
  reporter_department: string | null;
  supervisor_ids: string[];
}) => ({
  reportedBy: row.reported_by,
  departments: [row.employee_department, row.reporter_department].filter((d) => d !== null),
  supervisorIds: row.supervisor_ids,
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
  disposition: row.disposition,
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
    disposition: row.disposition,
  };
};

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A whole report number ("IR-2026-000123") finds that report through its unique index: as a text
 * search it would walk the trigram lists every number shares, which grow with the list.
 */
const WHOLE_REPORT_NUMBER = /^IR-\d{4}-\d{6,}$/;

/** Up to this many matches are counted one by one; beyond it the planner's estimate is given, labelled so. */
export const EXACT_COUNT_LIMIT = 10_000;

/** SQL conditions and their parameters, numbered in the order they are added. */
export type Where = { conditions: string[]; values: unknown[] };

const condition = (where: Where, sql: (...params: string[]) => string, ...values: unknown[]): void => {
  const params = values.map((value) => {
    where.values.push(value);
    return `$${where.values.length}`;
  });
  where.conditions.push(sql(...params));
};

const whereSql = ({ conditions }: Where) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/**
 * SQL true for the rows `reader` sees whole (seesWholeIncident), or null when they see all whole:
 * severity and search must not match what a summary hides.
 */
const seesWholeSql = (where: Where, reader: Reader): string | null => {
  if (reader === WHOLE || reviewsIncident(reader, { reportedBy: null, departments: [] })) return null;
  const conditions: string[] = [];
  condition({ conditions, values: where.values }, (me) => `reported_by = ${me}`, reader.userId);
  if (reader.role !== 'supervisor') return `(${conditions.join(' OR ')})`;
  condition({ conditions, values: where.values }, (me) => `${me}::text = ANY(supervisor_ids)`, reader.userId);
  const department = departmentKey(reader.department);
  if (department !== null)
    condition(
      { conditions, values: where.values },
      (d) => `${d}::text IN (employee_department, reporter_department)`,
      department,
    );
  return `(${conditions.join(' OR ')})`;
};

/** The list's query without its paging; `timeZone` is the site's, whose calendar `from` and `to` name. */
export type IncidentListFilters = Omit<ListIncidentsQuery, 'limit' | 'cursor' | 'show'> & {
  show?: IncidentListShow;
  timeZone?: string;
};

/**
 * The days it happened on, both included: its date, or when that is not a real day the site day it
 * was reported (the Insights page's day). Two index ranges, on `date` and on `created_at`.
 */
const daysCondition = (where: Where, from: string | undefined, to: string | undefined, timeZone: string) => {
  const param = (value: unknown) => `$${where.values.push(value)}`;
  const zone = param(timeZone);
  const onDate: string[] = [];
  const reported: string[] = [];
  if (from) {
    const day = param(from);
    onDate.push(`date >= ${day}::date`);
    reported.push(`created_at >= (${day}::date::timestamp AT TIME ZONE ${zone})`);
  }
  if (to) {
    const day = param(to);
    onDate.push(`date <= ${day}::date`);
    reported.push(`created_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  }
  where.conditions.push(`((${onDate.join(' AND ')}) OR (date IS NULL AND ${reported.join(' AND ')}))`);
};

/** The filters of the list; a caller may add its own conditions (scope) before the page is read. */
export const incidentFilters = (query: IncidentListFilters, reader: Reader = WHOLE): Where => {
  const where: Where = { conditions: [], values: [] };
  const wholeNumber = query.search?.trim().toUpperCase();
  const byNumber = wholeNumber && WHOLE_REPORT_NUMBER.test(wholeNumber) ? wholeNumber : null;
  // The list shows the reports that count unless asked for those set aside; a whole report number
  // finds its report either way, so a duplicate can be looked up by the number someone quotes.
  if (byNumber === null) where.conditions.push(query.show === 'set-aside' ? 'NOT counted' : 'counted');
  if (query.status?.length) condition(where, (p) => `status = ANY(${p}::text[])`, query.status);
  const { search } = query;
  // A report number is shown in a summary too: that search needs no "sees it whole" condition.
  const textSearch = byNumber === null ? search : undefined;
  const department = departmentKey(query.department);
  // Establishment, company and department are not in a summary either: they filter whole rows only.
  const hiddenPlace = Boolean(query.establishment || query.company || department !== null);
  const whole = query.severity?.length || textSearch || hiddenPlace ? seesWholeSql(where, reader) : null;
  if (query.severity?.length)
    condition(where, (p) => `severity = ANY(${p}::text[])${whole ? ` AND ${whole}` : ''}`, query.severity);
  if (byNumber !== null) condition(where, (p) => `report_number = ${p}`, byNumber);
  else if (textSearch)
    condition(
      where,
      (p) =>
        `search_text LIKE ${p}` +
        (whole ? ` AND (${whole} OR lower(report_number || ' ' || location) LIKE ${p})` : ''),
      likePattern(textSearch),
    );
  if (query.mine === 'true' && reader !== WHOLE)
    condition(where, (me) => `reported_by = ${me}`, reader.userId);
  if (query.openActions === 'true')
    where.conditions.push(
      `id IN (SELECT incident_id FROM corrective_actions WHERE incident_id IS NOT NULL AND state <> 'verified')`,
    );
  if (query.from || query.to) daysCondition(where, query.from, query.to, query.timeZone ?? 'UTC');
  if (query.type?.length) condition(where, (p) => `type = ANY(${p}::text[])`, query.type);
  if (query.location) condition(where, (p) => `lower(btrim(location)) = lower(btrim(${p}))`, query.location);
  if (query.establishment) condition(where, (p) => `establishment_id = ${p}::uuid`, query.establishment);
  if (query.company)
    condition(
      where,
      (p) => `establishment_id IN (SELECT id FROM establishments WHERE company = ${p})`,
      query.company,
    );
  // The Insights page's department: the involved person's, else the reporter's.
  if (department !== null)
    condition(where, (p) => `COALESCE(employee_department, reporter_department) = ${p}`, department);
  if (hiddenPlace && whole) where.conditions.push(whole);
  return where;
};

export type IncidentPage = {
  items: IncidentSummary[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  total: { count: number; exact: boolean };
};

/**
 * One page, newest first, after `cursor`: the (created_at, id) pair is compared on the index that
 * orders the list, so a page a million rows deep costs what the first one does. One row more than
 * asked says whether a next page exists.
 */
export const incidentPageQuery = (filters: Where, limit: number, cursor?: IncidentCursor) => {
  const where: Where = { conditions: [...filters.conditions], values: [...filters.values] };
  if (cursor)
    condition(
      where,
      (at, id) => `(created_at, id) < (${at}::timestamptz, ${id}::uuid)`,
      cursor.createdAt,
      cursor.id,
    );
  return {
    text: `SELECT ${SUMMARY_COLUMNS},
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
             FROM incidents ${whereSql(where)}
            ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`,
    values: where.values,
  };
};

const readPage = async (
  pool: pg.Pool,
  reader: Reader,
  filters: Where,
  limit: number,
  cursor?: IncidentCursor,
) => {
  const { rows } = await pool.query<Row & { cursor_at: string }>(incidentPageQuery(filters, limit, cursor));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map((row) => toSummary(row, reader)),
    nextCursor: last ? encodeIncidentCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
};

/**
 * Counts matches one by one, stopping after EXACT_COUNT_LIMIT + 1 so the cost has a ceiling. `from`
 * is the list's FROM clause (another list's tables and joins).
 */
export const incidentCountQuery = (where: Where, from = 'incidents') => ({
  text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${whereSql(where)} LIMIT ${EXACT_COUNT_LIMIT + 1}) m`,
  values: where.values,
});

/**
 * How many rows match. The planner's estimate from the table's statistics comes first (it costs
 * no scan); only when it says few match are they counted exactly, so neither a large result nor
 * a large table makes the count slow. An estimate is labelled as one.
 */
export const countMatches = async (
  pool: pg.Pool,
  where: Where,
  from = 'incidents',
): Promise<IncidentPage['total']> => {
  const plan = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${whereSql(where)}`,
    where.values,
  );
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  if (estimate > EXACT_COUNT_LIMIT) return { count: estimate, exact: false };
  const { rows } = await pool.query<{ n: number }>(incidentCountQuery(where, from));
  const counted = rows[0]?.n ?? 0;
  if (counted <= EXACT_COUNT_LIMIT) return { count: counted, exact: true };
  return { count: Math.max(estimate, counted), exact: false };
};

/** Every incident is listed (docs/product.md, "Roles"); rows the reader may not see whole are summaries. */
export const listIncidents = async (
  pool: pg.Pool,
  query: ListIncidentsQuery & { timeZone: string },
  reader: Reader,
): Promise<IncidentPage> => {
  const filters = incidentFilters(query, reader);
  const page = await readPage(pool, reader, filters, query.limit, query.cursor);
  // A first page that is also the last has counted its matches already.
  const total =
    !query.cursor && !page.nextCursor
      ? { count: page.items.length, exact: true }
      : await countMatches(pool, filters);
  return { ...page, total };
};

/** The newest few whole, for the safety team's dashboard (no count). */
export const newestWholeIncidents = async (pool: pg.Pool, limit: number) =>
  // The WHOLE reader reads every row whole (toSummary), so no row is a summary.
  (await readPage(pool, WHOLE, { conditions: ['counted'], values: [] }, limit))
    .items as WholeIncidentSummary[];

/** The stored snapshot keeps the marking as `disposition` (absent before reports could be marked). */
type Snapshot = Omit<
  IncidentDetail,
  | 'createdAt'
  | 'disposition'
  | 'dispositionDetail'
  | 'involvedKind'
  | 'employeeOrganisation'
  | 'reporterName'
  | 'supervisors'
  | 'illnessOccurred'
> &
  Partial<
    Pick<
      IncidentDetail,
      'involvedKind' | 'employeeOrganisation' | 'reporterName' | 'supervisors' | 'illnessOccurred'
    >
  > & {
    createdAt: string;
    disposition?: IncidentDetail['dispositionDetail'];
  };

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
  // Reports made before illnesses were asked about lack it.
  illnessOccurred: s.illnessOccurred ?? false,
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
  establishmentId: s.establishmentId ?? null,
  reportedBy: s.reportedBy,
  // Reports made before the people came from the records lack these.
  involvedKind: s.involvedKind ?? null,
  employeeOrganisation: s.employeeOrganisation ?? null,
  reporterName: s.reporterName ?? null,
  supervisors: s.supervisors ?? [],
  summaryOnly: false,
  version: s.version,
  statusChangedAt: s.statusChangedAt ?? null,
  statusChangedBy: s.statusChangedBy ?? null,
  disposition: s.disposition?.kind ?? null,
  dispositionDetail: s.disposition ?? null,
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
    supervisor_ids: string[];
  }>({
    name: 'incident_by_id',
    text: `SELECT h.snapshot, i.reported_by, i.employee_department, i.reporter_department, i.supervisor_ids
             FROM incidents i
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

/**
 * Everyone's incidents, or a supervisor's: those of their department and those they are told of
 * (their review screens).
 */
export type IncidentScope = 'all' | { department: string | null; supervisorId: string };

/** The department and supervisor to filter on as SQL parameters: nulls for all; '' never matches. */
const scopeParams = (scope: IncidentScope) =>
  scope === 'all' ? [null, null] : [departmentKey(scope.department) ?? '', scope.supervisorId];

/** SQL true for the rows in scope, given the numbers of the department and supervisor parameters. */
const inScope = (department: string, supervisor: string) =>
  `(${department}::text IS NULL OR ${department} IN (employee_department, reporter_department)
    OR ${supervisor}::text = ANY(supervisor_ids))`;

/**
 * Counts for the review screens; "this month" is the month of `today` on the site's calendar.
 * Reports marked duplicate or void count nowhere (`counted`).
 */
export const incidentCounts = async (pool: pg.Pool, scope: IncidentScope, today: string) => {
  const [department, supervisor] = scopeParams(scope);
  const { rows } = await pool.query<{ total: number; submitted: number; open: number; this_month: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'submitted')::int AS submitted,
            count(*) FILTER (WHERE status IN ('submitted', 'under-review', 'investigating'))::int AS open,
            count(*) FILTER (WHERE date >= date_trunc('month', $2::date))::int AS this_month
       FROM incidents WHERE counted AND ${inScope('$1', '$3')}`,
    [department, today, supervisor],
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
      WHERE i.status = 'submitted' AND i.counted AND ${inScope('$1', '$2')} ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
    scopeParams(scope),
  );
  // Everything in scope is the reader's to review, so each item is whole.
  return rows.map((r) => ({ ...wholeSummary(r), descriptionPreview: r.preview }));
};
