import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type Counted = { current: number; ttl: number };

/**
 * One fixed window per key, counted up in one statement: every instance of the API shares the
 * count, and parallel requests queue on the key's row instead of all reading the same count.
 */
const INCREMENT = `
  INSERT INTO rate_limit_counters AS c (key, count, resets_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.resets_at <= clock_timestamp() THEN 1 ELSE c.count + 1 END,
    resets_at = CASE WHEN c.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at ELSE c.resets_at END
  RETURNING count, GREATEST(0, ceil(extract(epoch FROM c.resets_at - clock_timestamp()) * 1000))::int AS ttl`;

/** @fastify/rate-limit's store in PostgreSQL (its own stores are in-process or Redis). */
export const postgresRateLimitStore = (pool: pg.Pool): FastifyRateLimitStoreCtor => {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rate-limit:') {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      pool
        .query<{ count: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow])
        .then(({ rows }) => {
          const { count, ttl } = rows[0]!;
          // A new window: windows that ended long ago are removed on the way, off the request.
          if (count === 1) {
            void pool
              .query("DELETE FROM rate_limit_counters WHERE resets_at < now() - interval '1 hour'")
              .catch(() => undefined);
          }
          callback(null, { current: count, ttl });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's merged limits with the route under `routeInfo` (as its Redis store reads it).
      const { routeInfo: route = {} } = routeOptions as unknown as {
        routeInfo?: { method?: unknown; url?: unknown };
      };
      return new PostgresRateLimitStore(`${this.prefix}${String(route.method)} ${String(route.url)}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
};
