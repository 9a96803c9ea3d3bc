import type {
  ActionDetail,
  ActionPhoto,
  ActionSummary,
  ActionTimelineEntry,
  ListActionsQuery,
} from '@hs/contracts';
import {
  allowedActionSteps,
  departmentKey,
  isActionOverdueFor,
  isSafetyTeam,
  type ActionViewer,
} from '@hs/infra/auth';
import type pg from 'pg';

type Row = {
  id: string;
  title: string;
  description: string;
  control_level: ActionSummary['controlLevel'];
  priority: ActionSummary['priority'];
  state: ActionSummary['state'];
  owner_id: string;
  owner_name: string;
  owner_department: string | null;
  due_date: string;
  establishment_id: string | null;
  establishment_name: string | null;
  time_zone: string | null;
  source: ActionSummary['source'];
  raised_by_name: string | null;
  raised_at: Date;
};

const SELECT = `SELECT a.id, a.title, a.description, a.control_level, a.priority, a.state, a.owner_id, a.owner_name,
       e.department AS owner_department, to_char(a.due_date, 'YYYY-MM-DD') AS due_date, a.establishment_id,
       est.name AS establishment_name, est.time_zone, a.source, a.raised_by_name, a.raised_at
  FROM corrective_actions a
  LEFT JOIN employees e ON e.id = a.owner_id
  LEFT JOIN establishments est ON est.id = a.establishment_id`;

/** "Now" and the site's zone: an action without an establishment is late by the site's calendar. */
export type ActionClock = { now: Date; siteTimeZone: string };

const toSummary = (r: Row, clock: ActionClock): ActionSummary => ({
  id: r.id,
  title: r.title,
  controlLevel: r.control_level,
  priority: r.priority,
  state: r.state,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  dueDate: r.due_date,
  overdue: isActionOverdueFor(
    { state: r.state, dueDate: r.due_date },
    clock.now,
    r.time_zone ?? clock.siteTimeZone,
  ),
  establishmentId: r.establishment_id,
  establishmentName: r.establishment_name,
  source: r.source,
  raisedAt: r.raised_at.toISOString(),
});

/** How many actions one list shows; filters narrow it. */
const LIST_LIMIT = 500;

/**
 * The actions a viewer may see (their own; a supervisor's department; the safety team all),
 * narrowed by the query. Overdue depends on each action's zone, so it is filtered after reading.
 */
export const listActions = async (
  pool: pg.Pool,
  viewer: ActionViewer,
  query: ListActionsQuery,
  clock: ActionClock,
): Promise<ActionSummary[]> => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  if (query.scope !== 'all') add((p) => `a.owner_id = ${p}`, viewer.userId);
  else if (!isSafetyTeam(viewer.role)) {
    const department = viewer.role === 'supervisor' ? departmentKey(viewer.department) : null;
    values.push(viewer.userId, department);
    conditions.push(
      `(a.owner_id = $${values.length - 1} OR lower(trim(e.department)) = $${values.length}::text)`,
    );
  }
  if (query.state) add((p) => `a.state = ${p}`, query.state);
  if (query.ownerId) add((p) => `a.owner_id = ${p}`, query.ownerId);
  if (query.establishmentId) add((p) => `a.establishment_id = ${p}`, query.establishmentId);
  if (query.incidentId) add((p) => `a.incident_id = ${p}`, query.incidentId);
  if (query.inspectionId) add((p) => `a.source->>'inspectionId' = ${p}`, query.inspectionId);
  const { rows } = await pool.query<Row>(
    `${SELECT} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY a.due_date, a.raised_at LIMIT ${LIST_LIMIT}`,
    values,
  );
  const items = rows.map((r) => toSummary(r, clock));
  if (query.overdue === undefined) return items;
  return items.filter((a) => a.overdue === (query.overdue === 'true'));
};

export type FoundAction = { detail: Omit<ActionDetail, 'allowed'>; ownerDepartment: string | null };

export const findAction = async (
  pool: pg.Pool,
  id: string,
  clock: ActionClock,
): Promise<FoundAction | null> => {
  const { rows } = await pool.query<Row>(`${SELECT} WHERE a.id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  const [timeline, photos] = await Promise.all([
    pool.query<{
      version: string;
      type: string;
      at: Date;
      actor_id: string | null;
      actor_name: string | null;
      detail: string | null;
    }>(
      `SELECT version, type, at, actor_id, actor_name, detail FROM corrective_action_timeline
        WHERE action_id = $1 ORDER BY version`,
      [id],
    ),
    pool.query<{ sha256: string; original_name: string; media_type: string; size: string; added_at: Date }>(
      `SELECT sha256, original_name, media_type, size, added_at FROM corrective_action_photos
        WHERE action_id = $1 ORDER BY added_at, sha256`,
      [id],
    ),
  ]);
  return {
    ownerDepartment: row.owner_department,
    detail: {
      ...toSummary(row, clock),
      description: row.description,
      raisedByName: row.raised_by_name,
      timeline: timeline.rows.map((t): ActionTimelineEntry => ({
        version: Number(t.version),
        type: t.type,
        at: t.at.toISOString(),
        actor: { id: t.actor_id, name: t.actor_name },
        detail: t.detail,
      })),
      photos: photos.rows.map((p): ActionPhoto => ({
        sha256: p.sha256,
        originalName: p.original_name,
        mediaType: p.media_type,
        size: Number(p.size),
        addedAt: p.added_at.toISOString(),
      })),
    },
  };
};

export const withAllowedSteps = (found: FoundAction, viewer: ActionViewer): ActionDetail => ({
  ...found.detail,
  allowed: allowedActionSteps(viewer, {
    ownerId: found.detail.ownerId,
    ownerDepartment: found.ownerDepartment,
    state: found.detail.state,
  }),
});

/** Owned open actions of one person, for My work. */
export const openActionsOf = async (pool: pg.Pool, userId: string, clock: ActionClock) => {
  const { rows } = await pool.query<Row>(
    `${SELECT} WHERE a.owner_id = $1 AND a.state IN ('open', 'in-progress') ORDER BY a.due_date`,
    [userId],
  );
  return rows.map((r) => toSummary(r, clock));
};

/** Active employees the viewer may make owners of an action. */
export const possibleOwners = async (pool: pg.Pool, viewer: ActionViewer) => {
  const department = isSafetyTeam(viewer.role) ? null : (departmentKey(viewer.department) ?? '');
  const { rows } = await pool.query<{ id: string; name: string; department: string }>(
    `SELECT id, first_name || ' ' || last_name AS name, department FROM employees
      WHERE is_active AND ($1::text IS NULL OR lower(trim(department)) = $1)
      ORDER BY last_name, first_name LIMIT 2000`,
    [department],
  );
  return rows;
};
