import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { isResourceExhausted } from '../db/pool.ts';

/** Shortest time between two write probes while writes fail (readiness is asked often). */
const PROBE_EVERY_MS = 2_000;

/**
 * Whether this process can write: a command that failed for want of a resource (SQLSTATE class 53,
 * a full disk) makes it "failing" until a later command succeeds or a probe write does. Readiness
 * probes while failing, because a process taken out of the load balancer gets no commands that
 * could tell it the disk has room again.
 */
export class WriteHealth {
  private failure: { since: number; code: string } | null = null;
  private lastProbe = 0;

  failed(error: unknown): void {
    if (!isResourceExhausted(error)) return;
    const code = String((error as { code: string }).code);
    this.failure = { since: this.failure?.since ?? Date.now(), code };
  }

  succeeded(): void {
    this.failure = null;
  }

  /**
   * Null when writes succeed; else since when they fail and with which SQLSTATE. While failing it
   * tries a write into the event log that it rolls back: the same table, triggers and file growth
   * as an append, with nothing kept.
   */
  async state(pool: pg.Pool): Promise<{ since: string; code: string } | null> {
    if (this.failure && Date.now() - this.lastProbe >= PROBE_EVERY_MS) {
      this.lastProbe = Date.now();
      await probeWrite(pool).then(
        () => this.succeeded(),
        (error: unknown) => this.failed(error),
      );
    }
    const failure = this.failure;
    return failure ? { since: new Date(failure.since).toISOString(), code: failure.code } : null;
  }
}

const probeWrite = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data,
                              metadata, recorded_at, hash, prev_hash)
       VALUES ('readinessProbe-0', 1, gen_random_uuid(), 'ReadinessProbe', 1, '{}', '{}', now(), '', '')`,
    );
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
};

declare module 'fastify' {
  interface FastifyInstance {
    writeHealth: WriteHealth;
  }
}

/** Every command answered 2xx says writes succeed; the error handler reports the failures. */
export const registerWriteHealth = (app: FastifyInstance): WriteHealth => {
  const health = new WriteHealth();
  app.decorate('writeHealth', health);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) health.succeeded();
  });
  return health;
};
