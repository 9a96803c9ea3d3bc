import {
  IncidentType,
  Severity,
  insightStages,
  type InsightMonth,
  type InsightPlace,
  type InsightSpeed,
  type InsightWeekday,
  type InsightsAnswer,
  type InsightsQuery,
} from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import type pg from 'pg';
import { monthsBefore, monthsBetween } from './insight-periods.ts';
import { oshaOf } from './insight-osha.ts';
import { peopleOf } from './insight-people.ts';
import { actionsByDueMonth, inspectionsBySite } from './insight-work.ts';

/** SQL conditions and their parameters, numbered in the order they are added. */
type Where = { conditions: string[]; values: unknown[] };
const param = (where: Where, value: unknown) => `$${where.values.push(value)}`;

/** The day an incident counts on: the day it happened, else the site day it was reported. */
const dayOf = (tz: string) => `COALESCE(i.occurred_on, (i.reported_at AT TIME ZONE ${tz})::date)`;

export type InsightScope = {
  from: string;
  to: string;
  timeZone: string;
  /** The department every figure is held to (a supervisor's), as departmentKey(). */
  department: string | null;
  /** Now, which says whether an action not closed is overdue, and the site's today. */
  now: Date;
  today: string;
};

/** Every filter but the period's days, which the months' moving average reaches past. */
const filtersOf = (query: InsightsQuery, scope: InsightScope): Where => {
  const where: Where = { conditions: ['i.counted'], values: [] };
  const department = scope.department ?? departmentKey(query.department);
  if (department !== null) where.conditions.push(`i.department_key = ${param(where, department)}`);
  if (query.company)
    where.conditions.push(
      `i.establishment_id IN (SELECT id FROM establishments WHERE company = ${param(where, query.company)})`,
    );
  if (query.establishment) where.conditions.push(`i.establishment_id = ${param(where, query.establishment)}`);
  if (query.type?.length) where.conditions.push(`i.type = ANY(${param(where, query.type)}::text[])`);
  if (query.severity?.length)
    where.conditions.push(`i.severity = ANY(${param(where, query.severity)}::text[])`);
  return where;
};

/** `where` and the days from `from` to `to`, with the site zone as a parameter. */
const withDays = (base: Where, timeZone: string, from: string, to: string) => {
  const where: Where = { conditions: [...base.conditions], values: [...base.values] };
  const day = dayOf(param(where, timeZone));
  where.conditions.push(`${day} BETWEEN ${param(where, from)}::date AND ${param(where, to)}::date`);
  return { where, day, sql: `WHERE ${where.conditions.join(' AND ')}` };
};

const zeroes = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;

const monthsOf = async (pool: pg.Pool, base: Where, scope: InsightScope): Promise<InsightMonth[]> => {
  const shown = monthsBetween(scope.from, scope.to);
  const first = monthsBefore(shown[0]!, 11);
  const { where, day, sql } = withDays(base, scope.timeZone, `${first}-01`, scope.to);
  const from = param(where, scope.from);
  const { rows } = await pool.query<{
    month: string;
    type: string;
    severity: string;
    in_period: boolean;
    n: number;
  }>(
    `SELECT to_char(${day}, 'YYYY-MM') AS month, i.type, i.severity, ${day} >= ${from}::date AS in_period,
            count(*)::int AS n
       FROM insight_incidents i ${sql} GROUP BY 1, 2, 3, 4`,
    where.values,
  );
  const wholeMonths = new Map<string, number>();
  for (const r of rows) wholeMonths.set(r.month, (wholeMonths.get(r.month) ?? 0) + r.n);
  return shown.map((month) => {
    const byType = zeroes(IncidentType.options);
    const bySeverity = zeroes(Severity.options);
    for (const r of rows.filter((row) => row.month === month && row.in_period)) {
      byType[r.type as IncidentType] += r.n;
      bySeverity[r.severity as Severity] += r.n;
    }
    const window = Array.from({ length: 12 }, (_, back) => wholeMonths.get(monthsBefore(month, back)) ?? 0);
    return {
      month,
      total: Object.values(byType).reduce((a, b) => a + b, 0),
      byType,
      bySeverity,
      movingAverage: Math.round((window.reduce((a, b) => a + b, 0) / 12) * 100) / 100,
      nearMissRatio:
        byType.injury === 0 ? null : Math.round((byType['near-miss'] / byType.injury) * 100) / 100,
    };
  });
};

/** The ten places with most incidents, most first; `key` and `label` are SQL over `i` and `e`. */
const placesOf = async (
  pool: pg.Pool,
  base: Where,
  scope: InsightScope,
  key: string,
  label: string,
): Promise<InsightPlace[]> => {
  const { where, sql } = withDays(base, scope.timeZone, scope.from, scope.to);
  const { rows } = await pool.query<InsightPlace>(
    `SELECT ${key} AS key, min(${label}) AS label, count(*)::int AS count
       FROM insight_incidents i LEFT JOIN establishments e ON e.id = i.establishment_id
       ${sql} GROUP BY 1 ORDER BY 3 DESC, 2 LIMIT 10`,
    where.values,
  );
  return rows.map((r) => ({ ...r, label: r.label ?? 'Not recorded' }));
};

const STAGE_COLUMN = {
  'under-review': 'under_review_at',
  resolved: 'resolved_at',
  closed: 'closed_at',
} as const;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

const speedOf = async (pool: pg.Pool, base: Where, scope: InsightScope): Promise<InsightSpeed[]> => {
  const { where, sql } = withDays(base, scope.timeZone, scope.from, scope.to);
  const stage = (column: string) => {
    const days = `extract(epoch FROM (i.${column} - i.reported_at)) / 86400`;
    return `count(i.${column})::int, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}),
            percentile_cont(0.9) WITHIN GROUP (ORDER BY ${days})`;
  };
  const { rows } = await pool.query<{ row: [number, number | null, number | null][] }>(
    `SELECT json_build_array(${insightStages
      .map((s) => `json_build_array(${stage(STAGE_COLUMN[s])})`)
      .join(', ')}) AS row
       FROM insight_incidents i ${sql}`,
    where.values,
  );
  const figures = rows[0]!.row;
  return insightStages.map((s, index) => {
    const [reached, median, p90] = figures[index]!;
    return { stage: s, reached, medianDays: oneDecimal(median), p90Days: oneDecimal(p90) };
  });
};

/** Monday (1) to Sunday (7), each with its 24 hours and the reports that gave no time. */
const whenOf = async (pool: pg.Pool, base: Where, scope: InsightScope): Promise<InsightWeekday[]> => {
  const { where, day, sql } = withDays(base, scope.timeZone, scope.from, scope.to);
  const { rows } = await pool.query<{ weekday: number; hour: number | null; n: number }>(
    `SELECT extract(isodow FROM ${day})::int AS weekday, i.occurred_hour AS hour, count(*)::int AS n
       FROM insight_incidents i ${sql} GROUP BY 1, 2`,
    where.values,
  );
  const week = Array.from({ length: 7 }, (_, index) => ({
    weekday: index + 1,
    hours: Array.from({ length: 24 }, () => 0),
    untimed: 0,
  }));
  for (const { weekday, hour, n } of rows) {
    const day = week[weekday - 1]!;
    if (hour === null) day.untimed += n;
    else day.hours[hour] = n;
  }
  return week;
};

const optionsOf = async (pool: pg.Pool, scope: InsightScope): Promise<InsightsAnswer['options']> => {
  const [establishments, departments] = await Promise.all([
    pool.query<{ id: string; name: string; company: string }>(
      'SELECT id::text, name, company FROM establishments ORDER BY name',
    ),
    pool.query<{ department: string }>(
      `SELECT min(department) AS department FROM insight_incidents
        WHERE department_key IS NOT NULL AND ($1::text IS NULL OR department_key = $1)
        GROUP BY department_key ORDER BY 1`,
      [scope.department],
    ),
  ]);
  return { establishments: establishments.rows, departments: departments.rows.map((r) => r.department) };
};

/** The Insights page's figures for the filters, the period's days and the reader's department. */
export const insightsOf = async (
  pool: pg.Pool,
  query: InsightsQuery,
  scope: InsightScope,
): Promise<Omit<InsightsAnswer, 'scopedToDepartment'>> => {
  const base = filtersOf(query, scope);
  const [months, locations, establishments, departments, speed, when, options, actions, inspections, people] =
    await Promise.all([
      monthsOf(pool, base, scope),
      placesOf(pool, base, scope, 'lower(i.location)', 'i.location'),
      placesOf(pool, base, scope, 'i.establishment_id::text', 'e.name'),
      placesOf(pool, base, scope, 'i.department_key', 'i.department'),
      speedOf(pool, base, scope),
      whenOf(pool, base, scope),
      optionsOf(pool, scope),
      actionsByDueMonth(pool, query, scope),
      inspectionsBySite(pool, query, scope),
      peopleOf(pool, query, scope),
    ]);
  const osha = await oshaOf(pool, query, scope, options.establishments);
  return {
    from: scope.from,
    to: scope.to,
    timeZone: scope.timeZone,
    total: months.reduce((n, m) => n + m.total, 0),
    months,
    where: { locations, establishments, departments },
    speed,
    when,
    actions,
    inspections,
    osha,
    people,
    options,
  };
};
