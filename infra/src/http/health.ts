import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DatabaseProcessHealth } from '../db/embedded-supervisor.ts';
import { isAdmin } from './access.ts';

/**
 * ok: serving. degraded: serving, but some projections have parked events they cannot apply (the
 * rest of each read model goes on, so the process stays ready). unavailable: not serving: the
 * database is away, writes fail for want of a resource, a projection stopped or fell behind.
 */
export type ReadinessStatus = 'ok' | 'degraded' | 'unavailable';
/** What readiness needs of a projection runner's status; administrators see the whole status as given. */
export type ProjectionHealth = { name: string; state: string };
export type Readiness = { ready: boolean; status: ReadinessStatus };
export type ParkedCount = { projection: string; count: number; oldestParkedAt: string };
/**
 * How far a subscription's stored checkpoint is behind the log: events it has not passed (counted
 * up to LAG_COUNT_CAP) and for how many seconds it has been behind, 0 while it is not.
 */
export type ProjectionLag = { projection: string; eventsBehind: number; secondsBehind: number };
export type ReadinessDetails = Readiness & {
  database: 'up' | 'down';
  writes: { failing: false } | { failing: true; since: string; sqlstate: string };
  projections: readonly ProjectionHealth[];
  lag: ProjectionLag[];
  parked: ParkedCount[];
};

export type HealthOptions = {
  /** The runners of this process, when it has any. */
  projectionStatuses?: () => readonly ProjectionHealth[];
  /** READY_MAX_LAG_S: a subscription behind the log whose checkpoint has not moved for longer is not ready. */
  maxLagSeconds?: number;
  /** The database server's process, when this process runs it (the embedded server). */
  databaseProcess?: () => DatabaseProcessHealth;
};

/** Beyond this many events the count stops: readiness needs "far behind", not the exact figure. */
const LAG_COUNT_CAP = 10_000;

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
 * Every subscription of the log (projections, the reactor, a relay), wherever it runs: the events
 * after its checkpoint that a reader could already see (older than every running transaction).
 */
const subscriptionLag = async (pool: pg.Pool): Promise<ProjectionLag[]> => {
  const { rows } = await pool.query<{ projection: string; behind: number; since: number | null }>(
    `SELECT c.subscription_id AS projection, ahead.behind,
            -- Behind since the first event it has not applied, or since its last move if later.
            extract(epoch FROM clock_timestamp() - greatest(c.updated_at, ahead.oldest))::float8 AS since
       FROM es_checkpoints c
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS behind, min(recorded_at) AS oldest FROM (
           SELECT e.recorded_at FROM es_events e
            WHERE (e.transaction_id, e.global_position) > (c.tx, c.gp)
              AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            ORDER BY e.transaction_id, e.global_position
            LIMIT ${LAG_COUNT_CAP}) unapplied) ahead
      WHERE c.subscription_id NOT LIKE '%@rebuild' ORDER BY 1`,
  );
  return rows.map((r) => ({
    projection: r.projection,
    eventsBehind: r.behind,
    secondsBehind: r.behind > 0 ? Math.max(0, Math.round(r.since ?? 0)) : 0,
  }));
};

/**
 * /healthz says whether the process should be left running: it is, and the database server it
 * runs (if any) is running or still being brought back. /readyz says whether it can serve: the
 * database is reachable, writes succeed, no projection is stopped or behind for longer than
 * READY_MAX_LAG_S. Everyone gets the status; only administrators get the details (projection
 * names, checkpoints, lag, parked events), which tell an attacker what fails.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  pool: pg.Pool,
  options: HealthOptions = {},
): void => {
  const { projectionStatuses = () => [], maxLagSeconds = 30, databaseProcess } = options;
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    const postgres = databaseProcess?.();
    const alive = !postgres?.givenUp;
    const body = { status: alive ? 'ok' : 'failing', ...(postgres ? { database: postgres } : {}) };
    return reply.code(alive ? 200 : 503).send(body);
  });
  app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
    const [parked, lag] = await Promise.all([
      parkedCounts(pool).catch(() => null),
      subscriptionLag(pool).catch(() => null),
    ]);
    const database = parked ? 'up' : 'down';
    const failing = database === 'up' ? await app.writeHealth?.state(pool) : null;
    const projections = projectionStatuses();
    const ready =
      database === 'up' &&
      !failing &&
      projections.every((p) => p.state !== 'failed') &&
      (lag ?? []).every((l) => l.secondsBehind <= maxLagSeconds);
    const status: ReadinessStatus = !ready ? 'unavailable' : parked?.length ? 'degraded' : 'ok';
    const summary: Readiness = { ready, status };
    const details: ReadinessDetails = {
      ...summary,
      database,
      writes: failing ? { failing: true, since: failing.since, sqlstate: failing.code } : { failing: false },
      projections,
      lag: lag ?? [],
      parked: parked ?? [],
    };
    return reply.code(ready ? 200 : 503).send(isAdmin(request.user ?? null) ? details : summary);
  });
};
