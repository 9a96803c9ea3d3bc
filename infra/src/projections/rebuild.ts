import type pg from 'pg';
import { comparePositions, type LogPosition, type StoredEvent } from '../event-store/event-store.port.ts';
import { applyNextBatch, lockKeyOf } from './batch.ts';
import { adoptRebuiltParked } from './parked-events.ts';
import type { Projection, ReadLog } from './projection.ts';

const rebuildSchemaOf = (projection: Projection) => `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_')}`;
const rebuildSubscriptionOf = (projection: Projection) => `${projection.name}@rebuild`;

const createTables = async (client: pg.ClientBase, projection: Projection, schema: string) => {
  await client.query(`SET LOCAL search_path TO ${schema}, public`);
  for (const table of projection.tables) await client.query(table.ddl);
};

/** The DDL's statements, secondary indexes apart (the DDL holds plain statements, no bodies). */
const splitDdl = (projection: Projection) => {
  const statements = projection.tables.flatMap((t) =>
    t.ddl
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const isIndex = (s: string) => /^CREATE\s+(UNIQUE\s+)?INDEX\b/i.test(s);
  return { tables: statements.filter((s) => !isIndex(s)), indexes: statements.filter(isIndex) };
};

/**
 * Makes sure the projection's tables and checkpoint exist. A projection whose stored version
 * differs from its code's version is rebuilt beside the live tables and switched in.
 * `onTablesReady` is called once its tables exist, before any such rebuild: reads can be served.
 */
export const ensureProjection = async (
  client: pg.ClientBase,
  projection: Projection,
  readLog: ReadLog,
  log: (message: string) => void,
  onTablesReady: () => void = () => {},
): Promise<void> => {
  await client.query('BEGIN');
  let needsRebuild = false;
  try {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(projection.name)]);
    const { rows } = await client.query<{ projection_version: number | null }>(
      'SELECT projection_version FROM es_checkpoints WHERE subscription_id = $1',
      [projection.name],
    );
    const stored = rows[0];
    if (!stored) {
      await createTables(client, projection, 'public');
      await client.query('INSERT INTO es_checkpoints (subscription_id, projection_version) VALUES ($1, $2)', [
        projection.name,
        projection.version,
      ]);
    } else {
      needsRebuild = stored.projection_version !== projection.version;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  onTablesReady();
  if (needsRebuild) {
    log(`version ${projection.version} differs from the stored one: rebuilding beside the live tables`);
    await rebuildProjection(client, projection, readLog, () => {}, { compareWithLive: false });
  }
};

/**
 * A ReadLog that, whenever it answers a full batch, starts reading the batch after it on `pool`:
 * the database reads batch n+1 while the rebuild applies batch n, so the two cores work at once
 * instead of taking turns (issue 8). Each read is a complete range of the log after a position, so
 * reading it a little earlier, on another connection, returns the same events.
 */
const readingAhead = (readLog: ReadLog, pool: pg.Pool): ReadLog => {
  let next: { after: LogPosition; limit: number; events: Promise<StoredEvent[]> } | undefined;
  return async (client, after, limit) => {
    const ahead =
      next && next.limit === limit && comparePositions(next.after, after) === 0 ? next.events : undefined;
    next = undefined;
    const events = await (ahead ?? readLog(client, after, limit));
    const last = events.at(-1);
    if (last && events.length === limit) {
      const read = pool.connect().then(async (reader) => {
        try {
          return await readLog(reader, last.position, limit);
        } finally {
          reader.release();
        }
      });
      // Awaited (and its error seen) by the next call; left over only when the rebuild stops.
      read.catch(() => {});
      next = { after: last.position, limit, events: read };
    }
    return events;
  };
};

export type RebuildProgress = { events: number; checkpoint: LogPosition };
export type RebuildResult = { events: number; matchedLive: boolean; differences: string[] };

/**
 * Rebuilds a projection from the whole log into a schema of its own while the live tables keep
 * serving, then, holding the projection's lock, brings both to the same position, compares them
 * table by table and switches the new tables in within one transaction. Readers never see an
 * empty or half-built table.
 */
export const rebuildProjection = async (
  client: pg.ClientBase,
  projection: Projection,
  readLog: ReadLog,
  onProgress: (progress: RebuildProgress) => void,
  {
    batchSize = 2000,
    compareWithLive = true,
    readAheadWith,
  }: {
    batchSize?: number;
    compareWithLive?: boolean;
    /** A pool to read the next batch on while the current one is applied (the catch-up only). */
    readAheadWith?: pg.Pool;
  } = {},
): Promise<RebuildResult> => {
  const schema = rebuildSchemaOf(projection);
  const subscription = rebuildSubscriptionOf(projection);
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query('DELETE FROM es_checkpoints WHERE subscription_id = $1', [subscription]);
  await client.query('DELETE FROM projection_parked_events WHERE projection = $1', [subscription]);
  await client.query('INSERT INTO es_checkpoints (subscription_id, projection_version) VALUES ($1, $2)', [
    subscription,
    projection.version,
  ]);
  // Secondary indexes are built once the bulk of the log is in, not row by row (issue 8).
  const ddl = splitDdl(projection);
  await client.query('BEGIN');
  await client.query(`SET LOCAL search_path TO ${schema}, public`);
  for (const statement of ddl.tables) await client.query(statement);
  await client.query('COMMIT');

  let events = 0;
  const catchUpReadLog = readAheadWith ? readingAhead(readLog, readAheadWith) : readLog;
  const batch = async (target: string, subscriptionId: string, upTo?: LogPosition, read = readLog) => {
    await client.query(`SET LOCAL search_path TO ${target}, public`);
    // An event the handlers cannot apply is parked under the rebuild's own subscription, not an
    // abort: the rebuilt tables and their dead letters replace the live ones together at the switch.
    return applyNextBatch(client, projection, subscriptionId, read, batchSize, upTo);
  };

  // Catch up without the lock: the live projection keeps running meanwhile.
  for (;;) {
    await client.query('BEGIN');
    try {
      const result = await batch(schema, subscription, undefined, catchUpReadLog);
      await client.query('COMMIT');
      events += result.count;
      onProgress({ events, checkpoint: result.checkpoint });
      if (result.count < batchSize) break;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  }
  await client.query('BEGIN');
  await client.query(`SET LOCAL search_path TO ${schema}, public`);
  for (const statement of ddl.indexes) await client.query(statement);
  await client.query('COMMIT');

  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKeyOf(projection.name)]);
    // The live tables of an older version may not fit the new handlers: then only the rebuilt
    // side is brought to the head of the log, and there is nothing to compare.
    let live: LogPosition | undefined;
    if (compareWithLive) {
      for (;;) {
        const result = await batch('public', projection.name);
        live = result.checkpoint;
        if (result.count < batchSize) break;
      }
    }
    let head: LogPosition;
    for (;;) {
      const result = await batch(schema, subscription, live);
      head = result.checkpoint;
      events += result.count;
      if (result.count === 0) break;
    }
    onProgress({ events, checkpoint: head });
    const differences: string[] = [];
    for (const table of compareWithLive ? projection.tables : []) {
      const digest = async (s: string) => {
        const { rows } = await client.query<{ digest: string | null; n: string }>(
          `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*) AS n FROM ${s}.${table.name} t`,
        );
        return `${rows[0]?.n ?? 0} rows, digest ${rows[0]?.digest ?? 'empty'}`;
      };
      const [rebuilt, current] = [await digest(schema), await digest('public')];
      if (rebuilt !== current) differences.push(`${table.name}: live ${current}, rebuilt ${rebuilt}`);
    }
    for (const table of projection.tables) {
      await client.query(`DROP TABLE IF EXISTS public.${table.name} CASCADE`);
      await client.query(`ALTER TABLE ${schema}.${table.name} SET SCHEMA public`);
    }
    await client.query(
      `INSERT INTO es_checkpoints (subscription_id, tx, gp, projection_version) VALUES ($1, $2::text::xid8, $3, $4)
       ON CONFLICT (subscription_id) DO UPDATE
         SET tx = EXCLUDED.tx, gp = EXCLUDED.gp, projection_version = EXCLUDED.projection_version, updated_at = now()`,
      [projection.name, head.tx.toString(), head.gp.toString(), projection.version],
    );
    await client.query('DELETE FROM es_checkpoints WHERE subscription_id = $1', [subscription]);
    await adoptRebuiltParked(client, projection.name, subscription);
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.query('COMMIT');
    return { events, matchedLive: differences.length === 0, differences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query('RESET search_path').catch(() => {});
  }
};
