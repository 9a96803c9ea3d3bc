import {
  DUPLICATE_WINDOW_HOURS,
  EMPLOYEE_DIRECTORY_LIMIT,
  type EmployeeDirectoryEntry,
  type PossibleDuplicate,
  type PossibleDuplicatesQuery,
  type ReporterProfile,
} from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import { departmentSupervisors } from '@hs/infra/auth';
import type pg from 'pg';

/**
 * The signed-in reporter as the report form shows them, from the employees and establishments
 * read models: the supervisor on their record while active, else their department's supervisors.
 */
export const reporterProfile = async (pool: pg.Pool, userId: string): Promise<ReporterProfile | null> => {
  const { rows } = await pool.query<{
    name: string;
    department: string;
    position: string | null;
    supervisor_id: string | null;
    supervisor_name: string | null;
    establishment_id: string | null;
    establishment_name: string | null;
  }>({
    name: 'reporter_profile',
    text: `SELECT e.first_name || ' ' || e.last_name AS name, e.department, e.position,
                  s.id AS supervisor_id, s.first_name || ' ' || s.last_name AS supervisor_name,
                  x.id AS establishment_id, x.name AS establishment_name
             FROM employees e
             LEFT JOIN employees s ON s.id = e.supervisor_id AND s.is_active
             LEFT JOIN establishments x ON x.id = e.home_establishment_id
            WHERE e.id = $1`,
    values: [userId],
  });
  const row = rows[0];
  if (!row) return null;
  const supervisors =
    row.supervisor_id && row.supervisor_name
      ? [{ id: row.supervisor_id, name: row.supervisor_name }]
      : await departmentSupervisors(pool, departmentKey(row.department), userId);
  return {
    id: userId,
    name: row.name,
    department: row.department,
    position: row.position,
    supervisors,
    homeEstablishment:
      row.establishment_id && row.establishment_name
        ? { id: row.establishment_id, name: row.establishment_name }
        : null,
  };
};

/** Escapes LIKE wildcards so a search for "o_k" means those characters. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Active employees whose name matches `search` (all when empty), by name, at most a page of them. */
export const employeeDirectory = async (pool: pg.Pool, search: string): Promise<EmployeeDirectoryEntry[]> => {
  const { rows } = await pool.query<EmployeeDirectoryEntry>({
    name: 'employee_directory',
    text: `SELECT id, first_name || ' ' || last_name AS name, department, position FROM employees
            WHERE is_active AND lower(first_name || ' ' || last_name) LIKE $1
            ORDER BY last_name, first_name, id LIMIT ${EMPLOYEE_DIRECTORY_LIMIT}`,
    values: [containing(search)],
  });
  return rows;
};

/**
 * The reader's own reports made in the last day with the same date, type and location (without
 * case or surrounding spaces), newest first: what a new report may repeat.
 */
export const possibleDuplicates = async (
  pool: pg.Pool,
  userId: string,
  query: PossibleDuplicatesQuery,
  now: Date,
): Promise<PossibleDuplicate[]> => {
  const { rows } = await pool.query<{ id: string; report_number: string; created_at: Date }>({
    name: 'possible_duplicates',
    text: `SELECT id, report_number, created_at FROM incidents
            WHERE reported_by = $1 AND created_at > $2::timestamptz - make_interval(hours => $3)
              AND date = $4::date AND type = $5 AND lower(trim(location)) = lower(trim($6))
            ORDER BY created_at DESC, id DESC LIMIT 5`,
    values: [userId, now.toISOString(), DUPLICATE_WINDOW_HOURS, query.date, query.type, query.location],
  });
  return rows.map((r) => ({
    id: r.id,
    reportNumber: r.report_number,
    createdAt: r.created_at.toISOString(),
  }));
};
