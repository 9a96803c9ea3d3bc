import type { EmployeeSummary } from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  company: EmployeeSummary['company'];
  department: string;
  position: string | null;
  work_location: string | null;
  supervisor_id: string | null;
  home_establishment_id: string | null;
  role: EmployeeSummary['role'];
  is_active: boolean;
};

const COLUMNS = `id, username, first_name, last_name, email, company, department, position, work_location,
  supervisor_id, home_establishment_id, role, is_active`;

const toEmployee = (r: Row): EmployeeSummary => ({
  id: r.id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  company: r.company,
  department: r.department,
  position: r.position,
  workLocation: r.work_location,
  supervisorId: r.supervisor_id,
  homeEstablishmentId: r.home_establishment_id,
  role: r.role,
  isActive: r.is_active,
});

export const listEmployees = async (pool: pg.Pool): Promise<EmployeeSummary[]> =>
  (
    await pool.query<Row>(`SELECT ${COLUMNS} FROM employees ORDER BY last_name, first_name, username`)
  ).rows.map(toEmployee);

export const findEmployee = async (pool: pg.Pool, id: string): Promise<EmployeeSummary | null> => {
  const { rows } = await pool.query<Row>({
    name: 'employee_by_id',
    text: `SELECT ${COLUMNS} FROM employees WHERE id = $1`,
    values: [id],
  });
  return rows[0] ? toEmployee(rows[0]) : null;
};

export const departmentOfEmployee = async (pool: pg.Pool, id: string): Promise<string | null> => {
  const { rows } = await pool.query<{ department: string }>({
    name: 'employee_department',
    text: 'SELECT department FROM employees WHERE id = $1',
    values: [id],
  });
  return rows[0]?.department ?? null;
};
