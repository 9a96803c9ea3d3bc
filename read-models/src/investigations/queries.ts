import {
  attachmentViewOf,
  type InvestigationDetail,
  type InvestigationSummary,
  type ListInvestigationsQuery,
  type RiskMatrix,
  type RiskRating,
} from '@hs/contracts';
import {
  allowedInvestigationSteps,
  causeLevels,
  defaultRiskMatrix,
  isSafetyTeam,
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

const SELECT = `SELECT v.doc, v.version, i.report_number, i.type, i.location, i.employee_department,
       i.reporter_department, i.reported_by, i.supervisor_ids
  FROM investigations v JOIN incidents i ON i.id = v.incident_id`;

const ownershipOf = (r: Row): IncidentOwnership => ({
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

/**
 * One investigation as this viewer may read it: 'none' when the incident has none, 'forbidden'
 * when the viewer is neither on its team, the safety team nor a supervisor who reviews the incident.
 */
export const investigationFor = async (
  pool: pg.Pool,
  incidentId: string,
  viewer: IncidentViewer,
  now: Date,
): Promise<InvestigationDetail | 'none' | 'forbidden'> => {
  const { rows } = await pool.query<Row>(`${SELECT} WHERE v.incident_id = $1`, [incidentId]);
  const row = rows[0];
  if (!row) return 'none';
  const { doc } = row;
  const ownership = ownershipOf(row);
  if (!seesInvestigation(viewer, ownership, teamOf(doc))) return 'forbidden';
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
 * The investigations this viewer may see, soonest due first: scope=mine those they are on the team
 * of; scope=all also those of their department (supervisors) or every one (the safety team).
 */
export const listInvestigations = async (
  pool: pg.Pool,
  viewer: IncidentViewer,
  query: { state?: ListInvestigationsQuery['state']; scope: 'mine' | 'all'; incidentId?: string },
  now: Date,
): Promise<InvestigationSummary[]> => {
  const { rows } = await pool.query<Row>(
    `${SELECT} WHERE ($1::text IS NULL OR v.state = $1) AND ($2::uuid IS NULL OR v.incident_id = $2)
      ORDER BY v.due_at, v.incident_id LIMIT 500`,
    [query.state ?? null, query.incidentId ?? null],
  );
  const onTeam = (r: Row) =>
    teamOf(r.doc).leadId === viewer.userId || teamOf(r.doc).memberIds.includes(viewer.userId);
  const visible = rows.filter((r) =>
    query.scope === 'mine'
      ? onTeam(r)
      : isSafetyTeam(viewer.role) || seesInvestigation(viewer, ownershipOf(r), teamOf(r.doc)),
  );
  return visible.map((r) => summaryOf(r, now));
};
