import pg from 'pg';
import { expect } from 'vitest';
import { formatPosition, type LogPosition, type SubscribableEventStore } from '@hs/infra/event-store';
import { rebuildProjection, type Projection } from '@hs/projections/runtime';

export const until = async (
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  onTimeout = () => '',
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${onTimeout()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/** The position the Kafka-fed read model has reached (its es_checkpoints row: the lowest watermark). */
export const checkpointOf = async (pool: pg.Pool, name: string): Promise<LogPosition> => {
  const { rows } = await pool.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = $1',
    [name],
  );
  return { tx: BigInt(rows[0]?.tx ?? 0), gp: BigInt(rows[0]?.gp ?? 0) };
};

/** The last position of the log (by the order subscribers read it). */
export const logHead = async (pool: pg.Pool): Promise<string> => {
  const { rows } = await pool.query<{ tx: string; gp: string }>(
    'SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  return rows[0] ? `${rows[0].tx}:${rows[0].gp}` : '0:0';
};

/**
 * Rebuilds each read model from the whole log beside the live one and asserts both are equal
 * row for row (the rebuild CLI's own comparison), then switches the rebuilt tables in.
 */
export const expectEqualToRebuild = async (
  url: string,
  store: SubscribableEventStore,
  projections: Projection[],
) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const projection of projections) {
      const result = await rebuildProjection(
        client,
        projection,
        (c, after, limit) => store.readAllWith(c, after, limit),
        () => {},
      );
      expect(result.differences, `${projection.name} equals its rebuild from the log`).toEqual([]);
      expect(result.matchedLive).toBe(true);
    }
  } finally {
    await client.end();
  }
};

export { formatPosition };
