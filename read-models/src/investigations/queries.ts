import {
  attachmentViewOf,
  encodeInvestigationCursor,
  type IncidentInvestigation,
  type InvestigationDetail,
  type InvestigationList,
  type InvestigationSummary,
  type ListInvestigationsParams,
  type RiskMatrix,
  type RiskRating,
} from '@hs/contracts';
import {
  allowedInvestigationSteps,
  causeLevels,
  defaultRiskMatrix,
  departmentKey,
  isSafetyTeam,
  managesInvestigation,
  riskBandOf,
  seesInvestigation,
  seesStatements,
  weakControlLevels,
  type ActionState,
  type ControlLevel,
  type IncidentOwnership,
  type IncidentViewer,
} from '@hs/domain';
import type pg from 'pg';
import type { InvestigationDoc } from './rows.ts';

type Row = {
  doc: InvestigationDoc;
  version: string;
  report_number: string;
  type: string;
  location: string;
  employee_department: string | null;
  reporter_department: string | null;
  reported_by: string | null;
  supervisor_ids: string[];
};

const COLUMNS = `SELECT v.doc, v.version, i.report_number, i.type, i.location, i.employee_department,
       i.reporter_department, i.reported_by, i.supervisor_ids`;

const ownershipOf = (
  r: Pick<Row, 'reported_by' | 'employee_department' | 'reporter_department' | 'supervisor_ids'>,
): IncidentOwnership => ({
  reportedBy: r.reported_by,
  departments: [r.employee_department, r.reporter_department].filter((d) => d !== null),
  supervisorIds: r.supervisor_ids,
});
const teamOf = (doc: InvestigationDoc) => ({ leadId: doc.lead.id, memberIds: doc.members.map((m) => m.id) });
const titleOf = (r: Row) =>
  `${r.type.charAt(0).toUpperCase()}${r.type.slice(1).replaceAll('-', ' ')} at ${r.location}`;

const summaryOf = (r: Row, now: Date): InvestigationSummary => ({
  incidentId: r.doc.incidentId,
  reportNumber: r.report_number,
  incidentTitle: titleOf(r),
  department: r.employee_department ?? r.reporter_department ?? '',
  state: r.doc.state,
  lead: r.doc.lead,
  dueAt: r.doc.dueAt,
  dueRule: r.doc.dueRule,
  overdue: r.doc.state !== 'approved' && Date.parse(r.doc.dueAt) < now.getTime(),
  startedAt: r.doc.startedBy.at,
});

/** The matrix in force: the last an admin set, else the default. */
export const riskMatrixInForce = async (pool: pg.Pool): Promise<RiskMatrix> => {
  const { rows } = await pool.query<{ matrix: RiskMatrix }>('SELECT matrix FROM risk_matrix WHERE id = 1');
  return rows[0]?.matrix ?? defaultRiskMatrix;
};

type ActionRow = {
  id: string;
  title: string;
  control_level: ControlLevel;
  state: ActionState;
  owner_name: string;
  due_date: string;
  cause_id: string;
};

/** The corrective actions raised from this incident's causes, as the actions read model holds them. */
const causeActions = async (pool: pg.Pool, incidentId: string) =>
  (
    await pool.query<ActionRow>(
      `SELECT id, title, control_level, state, owner_name, to_char(due_date, 'YYYY-MM-DD') AS due_date,
              source->>'causeId' AS cause_id
         FROM corrective_actions
        WHERE source->>'kind' = 'cause' AND source->>'incidentId' = $1
        ORDER BY raised_at, id`,
      [incidentId],
    )
  ).rows;

const rated = (matrix: RiskMatrix, r: InvestigationDoc['risk']['before']): RiskRating | null =>
  r && { ...r, score: r.severity * r.likelihood, band: riskBandOf(matrix, r.severity * r.likelihood) };

/** The investigation of a row that has one, as this viewer may read it. */
const detailOf = async (
  pool: pg.Pool,
  row: Row,
  viewer: IncidentViewer,
  now: Date,
): Promise<InvestigationDetail> => {
  const { doc } = row;
  const incidentId = doc.incidentId;
  const ownership = ownershipOf(row);
  const [actions, matrix] = await Promise.all([causeActions(pool, incidentId), riskMatrixInForce(pool)]);
  const actionsOf = (causeId: string) =>
    actions
      .filter((a) => a.cause_id === causeId)
      .map((a) => ({
        id: a.id,
        title: a.title,
        controlLevel: a.control_level,
        state: a.state,
        ownerName: a.owner_name,
        dueDate: a.due_date,
      }));
  const answered = new Set(actions.map((a) => a.cause_id));
  const levels: readonly string[] = causeLevels.filter((l) => l !== 'immediate');
  return {
    ...summaryOf(row, now),
    version: Number(row.version),
    members: doc.members,
    startedBy: doc.startedBy,
    statements: seesStatements(viewer, teamOf(doc)) ? doc.statements : null,
    statementCount: doc.statements.length,
    timeline: doc.timeline,
    evidence: doc.evidence.map((e) => ({ ...e, attachment: attachmentViewOf(e.attachment) })),
    causes: doc.causes.map(({ actionIds: _ids, ...c }) => ({ ...c, actions: actionsOf(c.id) })),
    risk: { before: rated(matrix, doc.risk.before), after: rated(matrix, doc.risk.after) },
    causesWithoutAction: doc.causes
      .filter((c) => levels.includes(c.level) && !answered.has(c.id))
      .map((c) => c.id),
    weakControlsOnly: actions.length > 0 && actions.every((a) => weakControlLevels.includes(a.control_level)),
    approvals: doc.approvals,
    allowed: allowedInvestigationSteps(viewer, ownership, { ...teamOf(doc), state: doc.state }),
  };
};

/**
 * An incident's investigation as this viewer may read it, in one read: 'no-incident' when there is
 * no such incident, 'forbidden' when one is started and the viewer is neither on its team, the
 * safety team nor a supervisor who reviews the incident.
 */
export const investigationOfIncident = async (
  pool: pg.Pool,
  incidentId: string,
  viewer: IncidentViewer,
  now: Date,
): Promise<IncidentInvestigation | 'no-incident' | 'forbidden'> => {
  const { rows } = await pool.query<Omit<Row, 'doc' | 'version'> & Partial<Pick<Row, 'doc' | 'version'>>>(
    `${COLUMNS} FROM incidents i LEFT JOIN investigations v ON v.incident_id = i.id WHERE i.id = $1`,
    [incidentId],
  );
  const row = rows[0];
  if (!row) return 'no-incident';
  const { doc, version } = row;
  if (!doc || version === undefined || version === null)
    return { investigation: null, mayStart: managesInvestigation(viewer, ownershipOf(row)) };
  if (!seesInvestigation(viewer, ownershipOf(row), teamOf(doc))) return 'forbidden';
  return { investigation: await detailOf(pool, { ...row, doc, version }, viewer, now), mayStart: false };
};

/**
 * Who sees which investigations, in SQL: scope=mine those they are on the team of; scope=all also
 * those of incidents they supervise (their department, or naming them) and, for the safety team,
 * every one (the rule of seesInvestigation).
 */
const scopeOf = (viewer: IncidentViewer, scope: 'mine' | 'all', param: (value: unknown) => string) => {
  if (scope === 'all' && isSafetyTeam(viewer.role)) return null;
  const me = param(viewer.userId);
  const onTeam = `(v.lead_id::text = ${me} OR ${me} = ANY(v.member_ids::text[]))`;
  if (scope === 'mine' || viewer.role !== 'supervisor') return onTeam;
  const department = departmentKey(viewer.department);
  const ofDepartment =
    department === null
      ? ''
      : ` OR ${param(department)}::text IN (i.employee_department, i.reporter_department)`;
  return `(${onTeam} OR ${me} = ANY(i.supervisor_ids)${ofDepartment})`;
};

/** The investigations this viewer may see, soonest due first, a page at a time. */
export const listInvestigations = async (
  pool: pg.Pool,
  viewer: IncidentViewer,
  query: ListInvestigationsParams,
  now: Date,
): Promise<InvestigationList> => {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = [scopeOf(viewer, query.scope, param)];
  if (query.state) conditions.push(`v.state = ${param(query.state)}`);
  if (query.incidentId) conditions.push(`v.incident_id = ${param(query.incidentId)}::uuid`);
  if (query.overdue !== undefined) {
    const overdue = `(v.state <> 'approved' AND v.due_at < ${param(now.toISOString())}::timestamptz)`;
    conditions.push(query.overdue === 'true' ? overdue : `NOT ${overdue}`);
  }
  if (query.cursor)
    conditions.push(
      `(v.due_at, v.incident_id) > (${param(query.cursor.dueAt)}::timestamptz, ${param(query.cursor.incidentId)}::uuid)`,
    );
  const where = conditions.filter((c) => c !== null);
  const { rows } = await pool.query<Row & { cursor_at: string }>(
    `${COLUMNS}, to_char(v.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
       FROM investigations v JOIN incidents i ON i.id = v.incident_id
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY v.due_at, v.incident_id LIMIT ${query.limit + 1}`,
    values,
  );
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return {
    items: rows.slice(0, query.limit).map((r) => summaryOf(r, now)),
    nextCursor: last
      ? encodeInvestigationCursor({ dueAt: last.cursor_at, incidentId: last.doc.incidentId })
      : null,
  };
};
