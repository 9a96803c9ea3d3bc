import type { ComplianceSummary, CurrentMetrics, MetricsPeriod } from '@hs/contracts';
import type pg from 'pg';
import { documentationOn } from '@hs/read-models/documents/compliance.queries';
import { inspectionFigures } from '@hs/read-models/inspections/queries';
import { firstOfMonth, periodRange } from './periods.ts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Assignments not completed by `$1` (a later completion did not count yet on that day). */
const OPEN_ON = `(a.completed_on IS NULL OR a.completed_on > $1::date)`;

/**
 * Training compliance on a given day: the share of active employees none of whose assigned
 * trainings was overdue that day (due before it and not completed by it). "Today" is passed in, so
 * the figure can be computed for any day and tested without the wall clock.
 */
export const complianceOn = async (pool: pg.Pool, today: string) => {
  const { rows } = await pool.query<{ department: string; employees: number; up_to_date: number }>(
    `SELECT e.department, count(*)::int AS employees,
            count(*) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM compliance_assignments a
               WHERE a.employee_id = e.employee_id AND ${OPEN_ON} AND a.due_date < $1::date))::int AS up_to_date
       FROM compliance_employees e WHERE e.active GROUP BY e.department ORDER BY e.department`,
    [today],
  );
  const active = rows.reduce((n, r) => n + r.employees, 0);
  const upToDate = rows.reduce((n, r) => n + r.up_to_date, 0);
  return {
    rate: percent(upToDate, active),
    active,
    upToDate,
    departments: rows.map((r) => ({
      department: r.department,
      employees: r.employees,
      upToDate: r.up_to_date,
      rate: percent(r.up_to_date, r.employees),
    })),
  };
};

/** The Compliance page's figures as they stood at the end of day `asOf` (the site's calendar). */
export const complianceSummary = async (
  pool: pg.Pool,
  asOf: string,
  timeZone: string,
  now: Date,
): Promise<ComplianceSummary> => {
  const compliance = await complianceOn(pool, asOf);
  const { rows } = await pool.query<{ overdue: number; open: number; completed: number }>(
    `SELECT count(*) FILTER (WHERE ${OPEN_ON} AND a.due_date < $1::date)::int AS overdue,
            count(*) FILTER (WHERE ${OPEN_ON})::int AS open,
            count(*) FILTER (WHERE NOT ${OPEN_ON})::int AS completed
       FROM compliance_assignments a JOIN compliance_employees e ON e.employee_id = a.employee_id AND e.active`,
    [asOf],
  );
  const counts = rows[0] ?? { overdue: 0, open: 0, completed: 0 };
  const documentation = await documentationOn(pool, asOf, timeZone);
  return {
    asOf,
    trainingComplianceRate: compliance.rate,
    activeEmployees: compliance.active,
    upToDateEmployees: compliance.upToDate,
    overdueAssignments: counts.overdue,
    openAssignments: counts.open,
    completedAssignments: counts.completed,
    inspections: await inspectionFigures(pool, firstOfMonth(asOf), asOf, asOf, now),
    documentation:
      documentation.total === 0
        ? null
        : { ...documentation, rate: percent(documentation.completed, documentation.total) },
    departments: compliance.departments,
  };
};

/**
 * The dashboard's figures for a period ending today: incidents and near misses dated in it, and
 * the trainings due in it that were completed by their due date, the scheduled inspections done in time.
 */
export const currentMetrics = async (
  pool: pg.Pool,
  period: MetricsPeriod,
  today: string,
  now: Date,
): Promise<CurrentMetrics> => {
  const { from, to } = periodRange(period, today);
  const [incidents, training, inspections] = await Promise.all([
    pool.query<{ incidents: number; near_misses: number }>(
      `SELECT count(*)::int AS incidents, count(*) FILTER (WHERE type = 'near-miss')::int AS near_misses
         FROM incidents WHERE counted AND date >= $1::date AND date <= $2::date`,
      [from, to],
    ),
    pool.query<{ due: number; on_time: number }>(
      `SELECT count(*)::int AS due, count(*) FILTER (WHERE a.completed_on <= a.due_date)::int AS on_time
         FROM compliance_assignments a JOIN compliance_employees e ON e.employee_id = a.employee_id AND e.active
        WHERE a.due_date >= $1::date AND a.due_date <= $2::date`,
      [from, to],
    ),
    inspectionFigures(pool, from, to, today, now),
  ]);
  const due = training.rows[0]?.due ?? 0;
  return {
    period,
    from,
    to,
    incidentsCount: incidents.rows[0]?.incidents ?? 0,
    nearMissesCount: incidents.rows[0]?.near_misses ?? 0,
    trainingComplianceRate: due === 0 ? null : percent(training.rows[0]?.on_time ?? 0, due),
    trainingsDue: due,
    inspectionsCompleted: inspections?.completed ?? null,
    inspectionsDue: inspections?.total ?? 0,
  };
};
