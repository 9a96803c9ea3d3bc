import type { ComplianceFigures, FigureRatio } from '@hs/contracts';
import type pg from 'pg';
import { documentationOn } from '@hs/read-models/documents/compliance.queries';
import { inspectionFigures } from '@hs/read-models/inspections/queries';

/**
 * The one definition of the compliance figures: the dashboard, the Compliance page and the admin
 * dashboard all read them from here, so the same period shows the same figures on every page.
 */

export interface FigurePeriod {
  from: string;
  to: string;
  /** The day the figures stand on (the period's end, or today if it has not ended). */
  asOf: string;
}

const ratio = (completed: number, total: number): FigureRatio | null =>
  total === 0 ? null : { completed, total, rate: Math.round((completed / total) * 1000) / 10 };

/**
 * Assignments of active employees due in [$1, $2] that are owed by $3: overdue by then (due
 * before it) or done by then; one due today and still open is not late yet.
 */
const OWED_TRAINING = `FROM compliance_assignments a
  JOIN compliance_employees e ON e.employee_id = a.employee_id AND e.active
 WHERE a.due_date >= $1::date AND a.due_date <= $2::date
   AND (a.due_date < $3::date OR a.completed_on <= $3::date)`;
const ON_TIME = `count(*) FILTER (WHERE a.completed_on <= a.due_date)::int`;

/** Training compliance of the period per department (active employees' departments). */
export const trainingByDepartment = async (pool: pg.Pool, { from, to, asOf }: FigurePeriod) => {
  const { rows } = await pool.query<{ department: string; employees: number; due: number; on_time: number }>(
    `SELECT d.department, d.employees, coalesce(t.due, 0)::int AS due, coalesce(t.on_time, 0)::int AS on_time
       FROM (SELECT department, count(*)::int AS employees FROM compliance_employees WHERE active GROUP BY department) d
       LEFT JOIN (SELECT e.department, count(*) AS due, ${ON_TIME} AS on_time ${OWED_TRAINING} GROUP BY e.department) t
         ON t.department = d.department
      ORDER BY d.department`,
    [from, to, asOf],
  );
  return rows.map((r) => ({
    department: r.department,
    employees: r.employees,
    training: ratio(r.on_time, r.due),
  }));
};

const trainingFigure = async (pool: pg.Pool, { from, to, asOf }: FigurePeriod) => {
  const { rows } = await pool.query<{ due: number; on_time: number }>(
    `SELECT count(*)::int AS due, ${ON_TIME} AS on_time ${OWED_TRAINING}`,
    [from, to, asOf],
  );
  return ratio(rows[0]?.on_time ?? 0, rows[0]?.due ?? 0);
};

/** The areas with data weigh the same. */
const overallOf = (areas: (FigureRatio | null)[]): number | null => {
  const rates = areas.flatMap((area) => (area ? [area.rate] : []));
  if (rates.length === 0) return null;
  return Math.round((rates.reduce((sum, rate) => sum + rate, 0) / rates.length) * 10) / 10;
};

/** Training, documentation, inspection and overall compliance of a period, all departments. */
export const complianceFigures = async (
  pool: pg.Pool,
  period: FigurePeriod,
  timeZone: string,
  now: Date,
): Promise<ComplianceFigures> => {
  const [training, signatures, inspections] = await Promise.all([
    trainingFigure(pool, period),
    documentationOn(pool, period.asOf, timeZone),
    inspectionFigures(pool, period.from, period.to, period.asOf, now),
  ]);
  const documentation = ratio(signatures.completed, signatures.total);
  const inspectionRatio = inspections && ratio(inspections.completed, inspections.total);
  return {
    ...period,
    training,
    documentation,
    inspections: inspectionRatio,
    overall: overallOf([training, documentation, inspectionRatio]),
  };
};
