import type pg from 'pg';

/**
 * The active supervisors of a department (the `employees` read model), by name: who is told of a
 * person's report when their record names no supervisor. `key` is the department as the domain's
 * `departmentKey` gives it (trimmed, lower case); `except` leaves the person out.
 */
export const departmentSupervisors = async (
  db: Pick<pg.Pool, 'query'>,
  key: string | null,
  except: string | null,
): Promise<{ id: string; name: string }[]> => {
  if (key === null) return [];
  const { rows } = await db.query<{ id: string; name: string }>({
    name: 'department_supervisors',
    text: `SELECT id, first_name || ' ' || last_name AS name FROM employees
            WHERE role = 'supervisor' AND is_active AND lower(trim(department)) = $1
              AND id IS DISTINCT FROM $2::uuid
            ORDER BY last_name, first_name, id`,
    values: [key, except],
  });
  return rows;
};
