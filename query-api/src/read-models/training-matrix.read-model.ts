import type { TrainingMatrix, TrainingMatrixQuery, TrainingRequirement } from '@hs/contracts';
import { matrixCells, type MatrixScope } from '@hs/read-models/training-matrix/queries';
import type pg from 'pg';

const departments = async (pool: pg.Pool, scope: MatrixScope): Promise<string[]> => {
  const { rows } = await pool.query<{ department: string }>(
    `SELECT min(btrim(department)) AS department FROM employees
      WHERE is_active AND ($1::text IS NULL OR lower(btrim(department)) = $1)
      GROUP BY lower(btrim(department)) ORDER BY 1`,
    [scope === 'all' ? null : (scope.department ?? '')],
  );
  return rows.map((r) => r.department);
};

/** The matrix page: the cells of the people the caller may see, and the departments to filter by. */
export const trainingMatrix = async (
  pool: pg.Pool,
  query: TrainingMatrixQuery,
  scope: MatrixScope,
  site: { today: string; timeZone: string },
): Promise<TrainingMatrix> => ({
  ...(await matrixCells(pool, query, scope, site)),
  departments: await departments(pool, scope),
});

/** The requirements in force, by course, each with the name of the person it names. */
export const trainingRequirements = async (pool: pg.Pool): Promise<TrainingRequirement[]> => {
  const { rows } = await pool.query(
    `SELECT r.id, r.training_id, t.title AS training_title, r.scope, r.value, r.grace_days, r.set_at,
            CASE WHEN r.scope = 'person' THEN coalesce(e.first_name || ' ' || e.last_name, r.value) ELSE r.value END
              AS value_label
       FROM training_requirements r
       JOIN trainings t ON t.id = r.training_id
       LEFT JOIN employees e ON r.scope = 'person' AND e.id::text = r.value
      WHERE r.removed_at IS NULL
      ORDER BY t.title, r.scope, r.value`,
  );
  return rows.map((r) => ({
    id: r.id,
    trainingId: r.training_id,
    trainingTitle: r.training_title,
    scope: r.scope,
    value: r.value,
    valueLabel: r.value_label,
    graceDays: r.grace_days,
    setAt: r.set_at.toISOString(),
  }));
};
