import { isSafetyTeam, type IncidentViewer } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { departmentOfEmployee } from '@hs/read-models/employees/queries';
import { findIncident } from '@hs/read-models/incidents/queries';

/**
 * The signed-in reader of incidents, with the department the employees read model knows for them.
 * The safety team reads everything, so its department is never consulted: no query for it.
 */
export const incidentViewerOf = async (pool: pg.Pool, request: FastifyRequest): Promise<IncidentViewer> => {
  const { userId, role } = request.user!;
  return { userId, role, department: isSafetyTeam(role) ? null : await departmentOfEmployee(pool, userId) };
};

/** An incident as its signed-in reader may see it (findIncident); 404 when there is none of that id. */
export const incidentForViewer = async (pool: pg.Pool, request: FastifyRequest, id: string) => {
  const found = await findIncident(pool, id, await incidentViewerOf(pool, request));
  if (!found) throw new HttpProblem(404, 'Incident not found', `No incident with id ${id}.`);
  return found;
};
