import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { isAdmin } from './access.ts';

/**
 * ok: serving. degraded: serving, but some projections have parked events they cannot apply (the
 * rest of each read model goes on, so the process stays ready). unavailable: not serving.
 */
export type ReadinessStatus = 'ok' | 'degraded' | 'unavailable';
/** What readiness needs of a projection runner's status; administrators see the whole status as given. */
export type ProjectionHealth = { name: string; state: string };
export type Readiness = { ready: boolean; status: ReadinessStatus };
export type ParkedCount = { projection: string; count: number; oldestParkedAt: string };
export type ReadinessDetails = Readiness & {
  database: 'up' | 'down';
  projections: readonly ProjectionHealth[];
  parked: ParkedCount[];
};

const parkedCounts = async (pool: pg.Pool): Promise<ParkedCount[]> => {
  const { rows } = await pool.query<{ projection: string; count: number; oldest: Date }>(
    `SELECT projection, count(*)::int AS count, min(parked_at) AS oldest FROM projection_parked_events
      WHERE projection NOT LIKE '%@rebuild' GROUP BY projection ORDER BY projection`,
  );
  return rows.map((r) => ({
    projection: r.projection,
    count: r.count,
    oldestParkedAt: r.oldest.toISOString(),
  }));
};

/**
 * /healthz answers while the process runs; /readyz says whether it can serve: the database is
 * reachable and no projection is stopped. Everyone gets the status; only administrators get the
 * details (projection names, checkpoints, parked events), which tell an attacker what fails.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  pool: pg.Pool,
  projectionStatuses: () => readonly ProjectionHealth[] = () => [],
): void => {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
    const parked = await parkedCounts(pool).catch(() => null);
    const database = parked ? 'up' : 'down';
    const projections = projectionStatuses();
    const ready = database === 'up' && projections.every((p) => p.state !== 'failed');
    const status: ReadinessStatus = !ready ? 'unavailable' : parked?.length ? 'degraded' : 'ok';
    const summary: Readiness = { ready, status };
    const body: Readiness | ReadinessDetails = isAdmin(request.user ?? null)
      ? { ...summary, database, projections, parked: parked ?? [] }
      : summary;
    return reply.code(ready ? 200 : 503).send(body);
  });
};
