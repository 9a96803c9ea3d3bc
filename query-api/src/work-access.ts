import { HttpProblem, isAdmin } from '@hs/infra/http';
import { departmentKey } from '@hs/domain';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { departmentOfEmployee } from '@hs/read-models/employees/queries';

/** A person's work is theirs, an administrator's, and their department's supervisor's to read. */
export const assertMayReadWorkOf = async (
  pool: pg.Pool,
  request: FastifyRequest,
  userId: string,
): Promise<void> => {
  const user = request.user;
  if (user?.userId === userId || isAdmin(user)) return;
  if (user?.role === 'supervisor') {
    const [own, theirs] = await Promise.all([
      departmentOfEmployee(pool, user.userId),
      departmentOfEmployee(pool, userId),
    ]);
    const department = departmentKey(own);
    if (department !== null && department === departmentKey(theirs)) return;
  }
  throw new HttpProblem(
    403,
    'Forbidden',
    "You may only see your own work, or as a supervisor your department's.",
  );
};
