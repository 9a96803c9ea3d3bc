import type { ComplianceSummary, CurrentMetrics, MetricsPeriod } from '@hs/contracts';
import type pg from 'pg';
import { complianceFigures, trainingByDepartment, type FigurePeriod } from './compliance-figures.ts';
import { firstOfMonth, periodRange, previousRange } from './periods.ts';

/** Assignments not completed by `$1` (a later completion did not count yet on that day). */
const OPEN_ON = `(a.completed_on IS NULL OR a.completed_on > $1::date)`;

/**
 * Counts of active employees and their assigned trainings on a given day: who has none overdue
 * (due before it and not completed by it), and the assignments overdue, open and completed.
 */
export const employeeStandingOn = async (pool: pg.Pool, today: string) => {
  const { rows } = await pool.query<{
    employees: number;
    up_to_date: number;
    overdue: number;
    open: number;
    completed: number;
  }>(
    `SELECT (SELECT count(*) FROM compliance_employees WHERE active)::int AS employees,
            (SELECT count(*) FROM compliance_employees e WHERE e.active AND NOT EXISTS (
               SELECT 1 FROM compliance_assignments a
                WHERE a.employee_id = e.employee_id AND ${OPEN_ON} AND a.due_date < $1::date))::int AS up_to_date,
            count(*) FILTER (WHERE ${OPEN_ON} AND a.due_date < $1::date)::int AS overdue,
            count(*) FILTER (WHERE ${OPEN_ON})::int AS open,
            count(*) FILTER (WHERE NOT ${OPEN_ON})::int AS completed
       FROM compliance_assignments a JOIN compliance_employees e ON e.employee_id = a.employee_id AND e.active`,
    [today],
  );
  const r = rows[0] ?? { employees: 0, up_to_date: 0, overdue: 0, open: 0, completed: 0 };
  return {
    activeEmployees: r.employees,
    upToDateEmployees: r.up_to_date,
    overdueAssignments: r.overdue,
    openAssignments: r.open,
    completedAssignments: r.completed,
  };
};

/** The month of `asOf` up to that day: the period of the Compliance page and the admin dashboard. */
export const monthTo = (asOf: string): FigurePeriod => ({ from: firstOfMonth(asOf), to: asOf, asOf });

/** The Compliance page's figures as they stood at the end of day `asOf` (the site's calendar). */
export const complianceSummary = async (
  pool: pg.Pool,
  asOf: string,
  timeZone: string,
  now: Date,
): Promise<ComplianceSummary> => {
  const period = monthTo(asOf);
  const [compliance, standing, departments] = await Promise.all([
    complianceFigures(pool, period, timeZone, now),
    employeeStandingOn(pool, asOf),
    trainingByDepartment(pool, period),
  ]);
  return { compliance, ...standing, departments };
};

/** Incidents and near misses dated from..to, and the compliance figures as they stood on `to`. */
const figuresOf = async (pool: pg.Pool, from: string, to: string, timeZone: string, now: Date) => {
  const [incidents, compliance] = await Promise.all([
    pool.query<{ incidents: number; near_misses: number }>(
      `SELECT count(*)::int AS incidents, count(*) FILTER (WHERE type = 'near-miss')::int AS near_misses
         FROM incidents WHERE counted AND date >= $1::date AND date <= $2::date`,
      [from, to],
    ),
    complianceFigures(pool, { from, to, asOf: to }, timeZone, now),
  ]);
  return {
    from,
    to,
    incidentsCount: incidents.rows[0]?.incidents ?? 0,
    nearMissesCount: incidents.rows[0]?.near_misses ?? 0,
    compliance,
  };
};

/**
 * The dashboard's figures for a period ending today (incidents and near misses dated in it, and its
 * compliance), and the same for the period it is compared with (previousRange).
 */
export const currentMetrics = async (
  pool: pg.Pool,
  period: MetricsPeriod,
  today: string,
  timeZone: string,
  now: Date,
): Promise<CurrentMetrics> => {
  const current = periodRange(period, today);
  const before = previousRange(period, today);
  const [figures, previous] = await Promise.all([
    figuresOf(pool, current.from, today, timeZone, now),
    figuresOf(pool, before.from, before.to, timeZone, now),
  ]);
  return { period, ...figures, previous };
};
