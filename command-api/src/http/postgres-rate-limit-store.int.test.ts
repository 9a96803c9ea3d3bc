import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase, createTestPool } from '../../../tests/src/support/test-database.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 30);
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

const route = (url: string) => ({ routeInfo: { method: 'POST', url } }) as never;

/** A route's store as one instance of the API holds it. */
const instance = (url = '/api/documents') => {
  const Store = postgresRateLimitStore(pool);
  return new Store({}).child(route(url));
};
const incr = (store: ReturnType<typeof instance>, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );

describe('the PostgreSQL rate-limit store', () => {
  it('shares one count between instances of the API, per route and key', async () => {
    const [a, b] = [instance(), instance()];
    expect((await incr(a, 'user-1')).current).toBe(1);
    expect((await incr(b, 'user-1')).current).toBe(2);
    expect((await incr(a, 'user-2')).current).toBe(1);
    expect((await incr(instance('/api/documents/:id/versions'), 'user-1')).current).toBe(1);
  });

  it('counts parallel requests one by one', async () => {
    const store = instance();
    const counts = await Promise.all(Array.from({ length: 20 }, () => incr(store, 'burst')));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(Math.max(...counts.map((c) => c.ttl))).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the last one has ended', async () => {
    const store = instance();
    await incr(store, 'short', 1);
    await pool.query("UPDATE rate_limit_counters SET resets_at = now() - interval '1 second'");
    expect((await incr(store, 'short', 60_000)).current).toBe(1);
  });
});
