import type { TrainingMatrix, TrainingMatrixQuery, TrainingRequirement } from '@hs/contracts';
import { matrixCell, type MatrixPerson } from '@hs/domain';
import type pg from 'pg';

/** Whose rows a caller may see: everyone, or a supervisor's own department (its key). */
export type MatrixScope = { department: string | null } | 'all';
/** The rows read: a caller's scope, or one person's own row (their schedule). */
export type RowScope = MatrixScope | { personId: string };

type PersonRow = MatrixPerson & { name: string };

const people = async (
  pool: pg.Pool,
  query: Partial<TrainingMatrixQuery>,
  scope: RowScope,
  timeZone: string,
): Promise<PersonRow[]> => {
  const { rows } = await pool.query<{
    id: string;
    name: string;
    department: string;
    position: string | null;
    role: string;
    registered_on: string;
  }>(
    `SELECT id, first_name || ' ' || last_name AS name, department, position, role,
            to_char((registered_at AT TIME ZONE $5)::date, 'YYYY-MM-DD') AS registered_on
       FROM employees
      WHERE is_active
        AND ($1::uuid IS NULL OR home_establishment_id = $1)
        AND ($2::text IS NULL OR lower(btrim(department)) = lower(btrim($2)))
        AND ($3::text IS NULL OR role = $3)
        AND ($4::boolean IS NOT TRUE OR lower(btrim(department)) = $6)
        AND ($7::uuid IS NULL OR id = $7)
      ORDER BY last_name, first_name, id`,
    [
      query.establishmentId ?? null,
      query.department ?? null,
      query.role ?? null,
      scope !== 'all' && 'department' in scope,
      timeZone,
      scope !== 'all' && 'department' in scope ? scope.department : null,
      scope !== 'all' && 'personId' in scope ? scope.personId : null,
    ],
  );
  return rows.map((r) => ({ ...r, registeredOn: r.registered_on }));
};

export type RequirementInForce = {
  training_id: string;
  scope: TrainingRequirement['scope'];
  value: string;
  grace_days: number;
};

/** The requirements not removed: what a cell's rules, and the automatic assignments, read. */
export const requirementsInForce = async (pool: pg.Pool): Promise<RequirementInForce[]> =>
  (
    await pool.query<RequirementInForce>(
      'SELECT training_id, scope, value, grace_days FROM training_requirements WHERE removed_at IS NULL',
    )
  ).rows;

/**
 * People x the courses a requirement names, each cell standing on the site's `today`: the rules
 * of a cell are the domain's (matrixCell), read against the records as they stand now.
 */
export const matrixCells = async (
  pool: pg.Pool,
  query: Pick<TrainingMatrixQuery, 'withinDays'> & Partial<TrainingMatrixQuery>,
  scope: RowScope,
  site: { today: string; timeZone: string },
): Promise<Omit<TrainingMatrix, 'departments'>> => {
  const requirements = await requirementsInForce(pool);
  const courses = (
    await pool.query<{ id: string; title: string; validity_months: number | null }>(
      'SELECT id, title, validity_months FROM trainings WHERE id = ANY($1::uuid[]) ORDER BY title, id',
      [[...new Set(requirements.map((r) => r.training_id))]],
    )
  ).rows;
  const rows = await people(pool, query, scope, site.timeZone);
  const latest = new Map(
    (
      await pool.query<{
        training_id: string;
        user_id: string;
        completed_on: string;
        expires_on: string | null;
      }>(
        // The latest completion and its evidence's own expiry (a certificate's), if any.
        `SELECT DISTINCT ON (training_id, user_id) training_id, user_id,
                to_char(completed_on, 'YYYY-MM-DD') AS completed_on, to_char(expires_on, 'YYYY-MM-DD') AS expires_on
           FROM training_completions WHERE training_id = ANY($1::uuid[]) AND user_id = ANY($2::uuid[])
          ORDER BY training_id, user_id, completed_on DESC`,
        [courses.map((c) => c.id), rows.map((p) => p.id)],
      )
    ).rows.map((r) => [`${r.training_id}:${r.user_id}`, { on: r.completed_on, expiresOn: r.expires_on }]),
  );
  const totals = { held: 0, expiring: 0, expired: 0, missing: 0, notRequired: 0 };
  const matrixPeople = rows.map((person) => {
    const cells = courses.map((course) => {
      const cell = matrixCell({
        person,
        requirements: requirements
          .filter((r) => r.training_id === course.id)
          .map((r) => ({ scope: r.scope, value: r.value, graceDays: r.grace_days })),
        latestCompletion: latest.get(`${course.id}:${person.id}`)?.on ?? null,
        evidenceExpiresOn: latest.get(`${course.id}:${person.id}`)?.expiresOn ?? null,
        validityMonths: course.validity_months,
        today: site.today,
        withinDays: query.withinDays,
      });
      totals[cell.state === 'not-required' ? 'notRequired' : cell.state] += 1;
      return cell;
    });
    return {
      id: person.id,
      name: person.name,
      department: person.department,
      position: person.position,
      role: person.role as TrainingMatrix['people'][number]['role'],
      cells,
    };
  });
  return {
    asOf: site.today,
    withinDays: query.withinDays,
    courses: courses.map((c) => ({ id: c.id, title: c.title, validityMonths: c.validity_months })),
    people: matrixPeople,
    totals,
  };
};
