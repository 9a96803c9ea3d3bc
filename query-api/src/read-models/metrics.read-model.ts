import type { ComplianceSummary, CurrentMetrics } from '@hs/contracts';
import type pg from 'pg';

/** Until inspections are recorded, the spec's figure (section 9): 18 of 21. */
export const INSPECTIONS = { completed: 18, total: 21 };
/** Until documentation is tracked, the spec's figure (section 9): 23 of 25. */
export const DOCUMENTATION = { completed: 23, total: 25 };

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * Training compliance on a given day: the share of active employees none of whose assigned
 * trainings is overdue (due before that day and not completed). "Today" is passed in, so the
 * figure can be computed for any day and tested without the wall clock.
 */
export const complianceOn = async (pool: pg.Pool, today: string) => {
  const { rows } = await pool.query<{ department: string; employees: number; up_to_date: number }>(
    `SELECT e.department, count(*)::int AS employees,
            count(*) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM compliance_assignments a
               WHERE a.employee_id = e.employee_id AND a.completed_on IS NULL AND a.due_date < $1::date))::int AS up_to_date
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

export const complianceSummary = async (pool: pg.Pool, today: string): Promise<ComplianceSummary> => {
  const compliance = await complianceOn(pool, today);
  const { rows } = await pool.query<{ overdue: number; open: number; completed: number }>(
    `SELECT count(*) FILTER (WHERE a.completed_on IS NULL AND a.due_date < $1::date)::int AS overdue,
            count(*) FILTER (WHERE a.completed_on IS NULL)::int AS open,
            count(*) FILTER (WHERE a.completed_on IS NOT NULL)::int AS completed
       FROM compliance_assignments a JOIN compliance_employees e ON e.employee_id = a.employee_id AND e.active`,
    [today],
  );
  const counts = rows[0] ?? { overdue: 0, open: 0, completed: 0 };
  return {
    trainingComplianceRate: compliance.rate,
    activeEmployees: compliance.active,
    upToDateEmployees: compliance.upToDate,
    overdueAssignments: counts.overdue,
    openAssignments: counts.open,
    completedAssignments: counts.completed,
    inspections: INSPECTIONS,
    documentation: { ...DOCUMENTATION, rate: percent(DOCUMENTATION.completed, DOCUMENTATION.total) },
    departments: compliance.departments,
  };
};

/** Incidents and near misses reported for the calendar month of `today` (by incident date). */
export const currentMetrics = async (pool: pg.Pool, today: string): Promise<CurrentMetrics> => {
  const { rows } = await pool.query<{ incidents: number; near_misses: number }>(
    `SELECT count(*)::int AS incidents, count(*) FILTER (WHERE type = 'near-miss')::int AS near_misses
       FROM incidents WHERE date >= date_trunc('month', $1::date) AND date < date_trunc('month', $1::date) + interval '1 month'`,
    [today],
  );
  return {
    incidentsCount: rows[0]?.incidents ?? 0,
    nearMissesCount: rows[0]?.near_misses ?? 0,
    trainingComplianceRate: (await complianceOn(pool, today)).rate,
    inspectionsCompleted: INSPECTIONS.completed,
  };
};
