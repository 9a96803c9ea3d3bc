import type {
  ActionDetail,
  ActionPhoto,
  ActionSummary,
  ActionTimelineEntry,
  ListActionsParams,
} from '@hs/contracts';
import { encodeActionCursor } from '@hs/contracts';
import {
  allowedActionSteps,
  departmentKey,
  isActionOverdue,
  isSafetyTeam,
  type ActionViewer,
} from '@hs/domain';
import type pg from 'pg';
import { countMatches, type Where } from '../incidents/queries.ts';

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
  report_number: string | null;
  raised_by_name: string | null;
  raised_at: Date;
};

const SELECT = `SELECT a.id, a.title, a.description, a.control_level, a.priority, a.state, a.owner_id, a.owner_name,
       e.department AS owner_department, to_char(a.due_date, 'YYYY-MM-DD') AS due_date, a.establishment_id,
       est.name AS establishment_name, est.time_zone, a.source, a.report_number, a.raised_by_name, a.raised_at`;

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
  overdue: isActionOverdue(
    { state: r.state, dueDate: r.due_date },
    clock.now,
    r.time_zone ?? clock.siteTimeZone,
  ),
  establishmentId: r.establishment_id,
  establishmentName: r.establishment_name,
  source: r.source,
  reportNumber: r.report_number,
  raisedAt: r.raised_at.toISOString(),
});

export type ActionPage = {
  items: ActionSummary[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  total: { count: number; exact: boolean };
};

const FROM = `corrective_actions a
  LEFT JOIN employees e ON e.id = a.owner_id
  LEFT JOIN establishments est ON est.id = a.establishment_id`;

/**
 * The actions a viewer may see (their own; a supervisor's department; the safety team all),
 * narrowed by the query, a page at a time in the list's order (soonest due, earliest raised, id),
 * with how many match. Overdue is the date in each action's zone (isActionOverdue), in SQL so a
 * page holds only matches.
 */
export const listActions = async (
  pool: pg.Pool,
  viewer: ActionViewer,
  query: ListActionsParams,
  clock: ActionClock,
): Promise<ActionPage> => {
  const where: Where = { conditions: [], values: [] };
  const param = (value: unknown) => {
    where.values.push(value);
    return `$${where.values.length}`;
  };
  const add = (sql: string) => where.conditions.push(sql);
  if (query.scope !== 'all') add(`a.owner_id = ${param(viewer.userId)}`);
  else if (!isSafetyTeam(viewer.role)) {
    const department = viewer.role === 'supervisor' ? departmentKey(viewer.department) : null;
    add(`(a.owner_id = ${param(viewer.userId)} OR lower(trim(e.department)) = ${param(department)}::text)`);
  }
  if (query.state) add(`a.state = ${param(query.state)}`);
  if (query.ownerId) add(`a.owner_id = ${param(query.ownerId)}`);
  if (query.establishmentId) add(`a.establishment_id = ${param(query.establishmentId)}`);
  if (query.dueFrom) add(`a.due_date >= ${param(query.dueFrom)}::date`);
  if (query.dueTo) add(`a.due_date <= ${param(query.dueTo)}::date`);
  if (query.incidentId) add(`a.incident_id = ${param(query.incidentId)}`);
  if (query.inspectionId) add(`a.source->>'inspectionId' = ${param(query.inspectionId)}`);
  if (query.overdue !== undefined) {
    const today = `(${param(clock.now.toISOString())}::timestamptz AT TIME ZONE coalesce(est.time_zone, ${param(clock.siteTimeZone)}))::date`;
    const overdue = `(a.state IN ('open', 'in-progress') AND a.due_date < ${today})`;
    add(query.overdue === 'true' ? overdue : `NOT ${overdue}`);
  }
  const page: Where = { conditions: [...where.conditions], values: [...where.values] };
  if (query.cursor) {
    const { dueDate, raisedAt, id } = query.cursor;
    page.values.push(dueDate, raisedAt, id);
    const n = page.values.length;
    page.conditions.push(
      `(a.due_date, a.raised_at, a.id) > ($${n - 2}::date, $${n - 1}::timestamptz, $${n}::uuid)`,
    );
  }
  const { rows } = await pool.query<Row & { cursor_at: string }>(
    `${SELECT}, to_char(a.raised_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
       FROM ${FROM} ${page.conditions.length ? `WHERE ${page.conditions.join(' AND ')}` : ''}
      ORDER BY a.due_date, a.raised_at, a.id LIMIT ${query.limit + 1}`,
    page.values,
  );
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  const items = rows.slice(0, query.limit).map((r) => toSummary(r, clock));
  const nextCursor = last
    ? encodeActionCursor({ dueDate: last.due_date, raisedAt: last.cursor_at, id: last.id })
    : null;
  // A first page that is also the last has counted its matches already.
  const total =
    !query.cursor && !nextCursor
      ? { count: items.length, exact: true }
      : await countMatches(pool, where, FROM);
  return { items, nextCursor, total };
};

export type FoundAction = { detail: Omit<ActionDetail, 'allowed'>; ownerDepartment: string | null };

export const findAction = async (
  pool: pg.Pool,
  id: string,
  clock: ActionClock,
): Promise<FoundAction | null> => {
  const { rows } = await pool.query<Row>(`${SELECT} FROM ${FROM} WHERE a.id = $1`, [id]);
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
    `${SELECT} FROM ${FROM} WHERE a.owner_id = $1 AND a.state IN ('open', 'in-progress') ORDER BY a.due_date`,
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
