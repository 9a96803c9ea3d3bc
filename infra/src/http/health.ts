import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ProjectionStatus } from '../projections/projection.ts';

export type Readiness = { ready: boolean; database: 'up' | 'down'; projections: ProjectionStatus[] };

/**
 * /healthz answers while the process runs; /readyz says whether it can serve: the database is
 * reachable and no projection is stopped on a failing event (which it names).
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  pool: pg.Pool,
  projectionStatuses: () => ProjectionStatus[] = () => [],
): void => {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const database = await pool
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const projections = projectionStatuses();
    const ready = database === 'up' && projections.every((p) => p.state !== 'failed');
    const body: Readiness = { ready, database, projections };
    return reply.code(ready ? 200 : 503).send(body);
  });
};
