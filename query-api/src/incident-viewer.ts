import { isSafetyTeam } from '@hs/contracts';
import type { IncidentViewer } from '@hs/infra/auth';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { departmentOfEmployee } from './read-models/employees.read-model.ts';

/**
 * The signed-in reader of incidents, with the department the employees read model knows for them.
 * The safety team reads everything, so its department is never consulted: no query for it.
 */
export const incidentViewerOf = async (pool: pg.Pool, request: FastifyRequest): Promise<IncidentViewer> => {
  const { userId, role } = request.user!;
  return { userId, role, department: isSafetyTeam(role) ? null : await departmentOfEmployee(pool, userId) };
};
