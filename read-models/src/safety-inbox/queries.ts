import type { SafetyInboxItem, SafetyInboxQuery } from '@hs/contracts';
import type pg from 'pg';

/** Whose items a reader sees: a company's (safety officer), every company's (admin), or their own. */
export type SafetyInboxScope = { company: string } | 'all' | { submittedBy: string };

type Row = {
  id: string;
  kind: SafetyInboxItem['kind'];
  status: SafetyInboxItem['status'];
  company: string;
  subject: string | null;
  category: SafetyInboxItem['category'];
  body: string;
  about_report_number: string | null;
  department: string | null;
  location: string | null;
  submitted_by: string;
  submitted_by_name: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
  closed_at: Date | null;
  closed_by_name: string | null;
  outcome: string | null;
};

const SELECT = `SELECT s.id, s.kind, s.status, s.company, s.subject, s.category, s.body, s.about_report_number,
    s.department, s.location, s.submitted_by, btrim(e.first_name || ' ' || e.last_name) AS submitted_by_name,
    s.submitted_at, s.reviewed_at, s.closed_at, btrim(c.first_name || ' ' || c.last_name) AS closed_by_name,
    s.outcome
  FROM safety_inbox s
  LEFT JOIN employees e ON e.id = s.submitted_by
  LEFT JOIN employees c ON c.id::text = s.closed_by`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toItem = (r: Row): SafetyInboxItem => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  company: r.company,
  subject: r.subject,
  category: r.category,
  text: r.body,
  aboutReportNumber: r.about_report_number,
  department: r.department,
  location: r.location,
  submittedBy: r.submitted_by,
  submittedByName: r.submitted_by_name || 'Former employee',
  submittedAt: r.submitted_at.toISOString(),
  reviewedAt: iso(r.reviewed_at),
  closedAt: iso(r.closed_at),
  closedByName: r.closed_by_name || null,
  outcome: r.outcome,
});

const scopeWhere = (scope: SafetyInboxScope, values: unknown[]): string | null => {
  if (scope === 'all') return null;
  if ('company' in scope) {
    values.push(scope.company);
    return `s.company = $${values.length}`;
  }
  values.push(scope.submittedBy);
  return `s.submitted_by = $${values.length}`;
};

/** The items a reader may see, newest first, filtered by kind and status. */
export const listSafetyInbox = async (
  pool: pg.Pool,
  scope: SafetyInboxScope,
  query: SafetyInboxQuery,
): Promise<SafetyInboxItem[]> => {
  const values: unknown[] = [];
  const where = [scopeWhere(scope, values)];
  if (query.kind) where.push(`s.kind = $${values.push(query.kind)}`);
  if (query.status) where.push(`s.status = $${values.push(query.status)}`);
  const clauses = where.filter((w): w is string => w !== null);
  const { rows } = await pool.query<Row>(
    `${SELECT} ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
     ORDER BY s.submitted_at DESC, s.id LIMIT 500`,
    values,
  );
  return rows.map(toItem);
};

/** One item, or null when there is none the reader may see (so another's item reads as missing). */
export const safetyInboxItem = async (
  pool: pg.Pool,
  scope: SafetyInboxScope,
  id: string,
): Promise<SafetyInboxItem | null> => {
  const values: unknown[] = [id];
  const where = scopeWhere(scope, values);
  const { rows } = await pool.query<Row>(`${SELECT} WHERE s.id = $1${where ? ` AND ${where}` : ''}`, values);
  return rows[0] ? toItem(rows[0]) : null;
};

/** The company on a reader's employee record (null: no record). */
export const companyOfReader = async (pool: pg.Pool, id: string): Promise<string | null> => {
  const { rows } = await pool.query<{ company: string }>('SELECT company FROM employees WHERE id = $1', [id]);
  return rows[0]?.company ?? null;
};
