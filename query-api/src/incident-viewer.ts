import type { IncidentViewer } from '@hs/infra/auth';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { departmentOfEmployee } from './read-models/employees.read-model.ts';

/** The signed-in reader of incidents, with the department the employees read model knows for them. */
export const incidentViewerOf = async (pool: pg.Pool, request: FastifyRequest): Promise<IncidentViewer> => ({
  userId: request.user!.userId,
  role: request.user!.role,
  department: await departmentOfEmployee(pool, request.user!.userId),
});
