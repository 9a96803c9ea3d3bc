import type { InsightActionMonth, InsightInspectionSite, InsightsQuery } from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import type pg from 'pg';
import { monthsBetween } from './insight-periods.ts';
import type { InsightScope } from './insights.read-model.ts';

/**
 * The Insights page's figures of work done about hazards: corrective actions (the actions room)
 * by the month they are due, and inspections (the inspections room) by site. Both are held to the
 * page's company, establishment and department; the department is the one the lists use for the
 * same supervisor (an action's owner's, an inspection's inspector's).
 */

type Params = { values: unknown[]; add: (value: unknown) => string };
const paramsOf = (): Params => {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value)}` };
};

const departmentOf = (query: InsightsQuery, scope: InsightScope) =>
  scope.department ?? departmentKey(query.department);

/** Company and establishment conditions over an `establishment_id` column. */
const placeConditions = (query: InsightsQuery, p: Params, column: string) => [
  ...(query.company
    ? [`${column} IN (SELECT id FROM establishments WHERE company = ${p.add(query.company)})`]
    : []),
  ...(query.establishment ? [`${column} = ${p.add(query.establishment)}`] : []),
];

export const actionsByDueMonth = async (
  pool: pg.Pool,
  query: InsightsQuery,
  scope: InsightScope,
): Promise<InsightActionMonth[]> => {
  const p = paramsOf();
  const zone = `coalesce(est.time_zone, ${p.add(scope.timeZone)})`;
  const conditions = [
    `a.due_date BETWEEN ${p.add(scope.from)}::date AND ${p.add(scope.to)}::date`,
    ...placeConditions(query, p, 'a.establishment_id'),
  ];
  const department = departmentOf(query, scope);
  if (department !== null) conditions.push(`lower(trim(e.department)) = ${p.add(department)}`);
  const today = `(${p.add(scope.now.toISOString())}::timestamptz AT TIME ZONE ${zone})::date`;
  // Closed: done or verified; the day it was last completed, on the action's site clock.
  const closedOn = `(SELECT (max(t.at) AT TIME ZONE ${zone})::date FROM corrective_action_timeline t
                      WHERE t.action_id = a.id AND t.type = 'CorrectiveActionCompleted')`;
  const { rows } = await pool.query<{
    month: string;
    kind: keyof Omit<InsightActionMonth, 'month'>;
    n: number;
  }>(
    `SELECT month, kind, count(*)::int AS n FROM (
       SELECT to_char(a.due_date, 'YYYY-MM') AS month,
              CASE WHEN a.state IN ('done', 'verified')
                     THEN CASE WHEN ${closedOn} <= a.due_date THEN 'closedOnTime' ELSE 'closedLate' END
                   WHEN a.due_date < ${today} THEN 'overdue'
                   ELSE 'notYetDue' END AS kind
         FROM corrective_actions a
         LEFT JOIN employees e ON e.id = a.owner_id
         LEFT JOIN establishments est ON est.id = a.establishment_id
        WHERE ${conditions.join(' AND ')}) AS due
      GROUP BY 1, 2`,
    p.values,
  );
  return monthsBetween(scope.from, scope.to).map((month) => {
    const figures = { month, closedOnTime: 0, closedLate: 0, overdue: 0, notYetDue: 0 };
    for (const row of rows) if (row.month === month) figures[row.kind] = row.n;
    return figures;
  });
};

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export const inspectionsBySite = async (
  pool: pg.Pool,
  query: InsightsQuery,
  scope: InsightScope,
): Promise<InsightInspectionSite[]> => {
  const p = paramsOf();
  const conditions = [
    `i.status = 'completed'`,
    `i.completed_on BETWEEN ${p.add(scope.from)}::date AND ${p.add(scope.to)}::date`,
    ...placeConditions(query, p, 'i.establishment_id'),
  ];
  const department = departmentOf(query, scope);
  if (department !== null) conditions.push(`lower(trim(i.inspector_department)) = ${p.add(department)}`);
  const { rows } = await pool.query<Omit<InsightInspectionSite, 'meanScore'> & { mean_score: string | null }>(
    `SELECT i.establishment_id::text AS "establishmentId", min(i.establishment_name) AS name,
            count(*)::int AS completed, avg(i.score) AS mean_score,
            count(*) FILTER (WHERE i.on_time)::int AS "onTime",
            count(i.on_time)::int AS scheduled
       FROM inspections i WHERE ${conditions.join(' AND ')}
      GROUP BY 1 ORDER BY 3 DESC, 2`,
    p.values,
  );
  return rows.map(({ mean_score, ...site }) => ({
    ...site,
    meanScore: oneDecimal(mean_score === null ? null : Number(mean_score)),
  }));
};
