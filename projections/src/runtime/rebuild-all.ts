import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { comparePositions, type LogPosition, type ReadLog, type StoredEvent } from '@hs/infra/event-store';
import { applyNextBatch, lockKeyOf } from './batch.ts';
import { adoptRebuiltParked, applyParking, insertParked, type ParkedStreams } from './parked-events.ts';
import type { Projection } from './projection.ts';

const rebuildSchemaOf = (projection: Projection) => `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_')}`;
const rebuildSubscriptionOf = (projection: Projection) => `${projection.name}@rebuild`;

/**
 * The DDL's statements, secondary indexes apart (the DDL holds plain statements, no bodies). Line
 * comments go first: a semicolon in a column's comment would otherwise end a statement.
 */
const splitDdl = (projection: Projection) => {
  const statements = projection.tables.flatMap((t) =>
    t.ddl
      .replace(/--[^\n]*/g, '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const isIndex = (s: string) => /^CREATE\s+(UNIQUE\s+)?INDEX\b/i.test(s);
  return { tables: statements.filter((s) => !isIndex(s)), indexes: statements.filter(isIndex) };
};

/**
 * A ReadLog that, whenever it answers a full batch, starts reading the batch after it on `pool`:
 * the database reads batch n+1 while the rebuild applies batch n, so the two cores work at once
 * instead of taking turns. Each read is a complete range of the log after a position, so reading
 * it a little earlier, on another connection, returns the same events.
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
/** One model of a rebuild: the log events read, and how many of them and how long its handlers took. */
export type ModelRebuild = RebuildResult & { name: string; handled: number; applySeconds: number };
export type RebuildOptions = {
  batchSize?: number;
  compareWithLive?: boolean;
  /** A pool to read the next batch on while the current one is applied (the one pass only). */
  readAheadWith?: pg.Pool;
  /** A pool with a connection for each model: the models apply each batch at once (the one pass only). */
  applyWith?: pg.Pool;
  /** How many batches each model may have queued behind the reader (with `applyWith` only). */
  batchesInFlight?: number;
  /** Filled with the seconds of each phase, for a profile of the rebuild. */
  phases?: RebuildPhases;
};

/**
 * Where a rebuild's time went: the one pass (of it, the time spent waiting for the log rather than
 * for the models), then every model's secondary indexes and its switch-in, one model after another.
 */
export type RebuildPhases = { pass: number; waitingForLog: number; indexes: number; switchIn: number };

type Target = {
  projection: Projection;
  schema: string;
  subscription: string;
  streams: ParkedStreams;
  handled: number;
  applySeconds: number;
};

const prepare = async (client: pg.ClientBase, projection: Projection): Promise<Target> => {
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
  // Secondary indexes are built once the bulk of the log is in, not row by row.
  await client.query('BEGIN');
  await client.query(`SET LOCAL search_path TO ${schema}, public`);
  for (const statement of splitDdl(projection).tables) await client.query(statement);
  await client.query('COMMIT');
  return { projection, schema, subscription, streams: new Map(), handled: 0, applySeconds: 0 };
};

/**
 * One batch of the log applied to a target's new tables, and its checkpoint moved past it, in one
 * transaction. An event a handler cannot apply is parked under the rebuild's own subscription, as
 * the live runner parks it: the rebuilt tables and their dead letters replace the live ones
 * together at the switch.
 */
const applyToOne = async (client: pg.ClientBase, target: Target, events: readonly StoredEvent[]) => {
  const { projection } = target;
  const mine = projection.handles ? events.filter(projection.handles) : events;
  const t0 = performance.now();
  await client.query('BEGIN');
  try {
    // Lost with a crash only what a rebuild restarted from scratch makes again: no wait for the disk.
    await client.query('SET LOCAL synchronous_commit TO off');
    if (mine.length > 0) {
      await client.query(`SET LOCAL search_path TO ${target.schema}, public`);
      await client.query('SAVEPOINT before_batch');
      const parked = await applyParking(client, projection, mine, target.streams);
      if (parked.length > 0) await insertParked(client, target.subscription, parked);
    }
    const last = events.at(-1)!.position;
    await client.query(
      'UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now() WHERE subscription_id = $1',
      [target.subscription, last.tx.toString(), last.gp.toString()],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query('RESET search_path').catch(() => {});
  }
  target.handled += mine.length;
  target.applySeconds += (performance.now() - t0) / 1000;
};

/**
 * Holding the projection's lock: brings the live and the rebuilt tables to the same position,
 * compares them table by table, and switches the rebuilt ones in, in one transaction. Readers
 * never see an empty or half-built table. Returns the log events read at the head.
 */
const switchIn = async (
  client: pg.ClientBase,
  target: Target,
  readLog: ReadLog,
  batchSize: number,
  compareWithLive: boolean,
): Promise<{ events: number; head: LogPosition; differences: string[] }> => {
  const { projection, schema, subscription } = target;
  const batch = async (into: string, subscriptionId: string, upTo?: LogPosition) => {
    await client.query(`SET LOCAL search_path TO ${into}, public`);
    return applyNextBatch(client, projection, subscriptionId, readLog, batchSize, upTo);
  };
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
        if (!result.more) break;
      }
    }
    let events = 0;
    let head: LogPosition;
    for (;;) {
      const result = await batch(schema, subscription, live);
      head = result.checkpoint;
      events += result.count;
      if (result.count === 0) break;
    }
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
    return { events, head, differences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query('RESET search_path').catch(() => {});
  }
};

/**
 * Rebuilds the given projections from the whole log, each into a schema of its own while the live
 * tables keep serving: the log is read ONCE, batch by batch, and each batch goes to every model's
 * handlers (multi-row writes of their own) in one transaction. Then each model gets its secondary
 * indexes and is compared with its live tables and switched in (`switchIn`). `onProgress` counts
 * log events read.
 */
export const rebuildProjections = async (
  client: pg.ClientBase,
  projections: readonly Projection[],
  readLog: ReadLog,
  onProgress: (progress: RebuildProgress) => void,
  {
    batchSize = 10_000,
    batchesInFlight = 2,
    compareWithLive = true,
    readAheadWith,
    applyWith,
    phases,
  }: RebuildOptions = {},
): Promise<ModelRebuild[]> => {
  const since = (t0: number) => (performance.now() - t0) / 1000;
  const timing: RebuildPhases = phases ?? { pass: 0, waitingForLog: 0, indexes: 0, switchIn: 0 };
  const passStart = performance.now();
  const targets: Target[] = [];
  for (const projection of projections) targets.push(await prepare(client, projection));
  const read = readAheadWith ? readingAhead(readLog, readAheadWith) : readLog;
  let events = 0;
  let position: LogPosition = { tx: 0n, gp: 0n };
  // Each model on a connection of its own when given, so the database works on several at once.
  if (applyWith && (applyWith.options.max ?? 10) < targets.length)
    throw new Error(`applyWith needs a connection for each of the ${targets.length} models`);
  const clients: pg.PoolClient[] = [];
  if (applyWith) for (const _ of targets) clients.push(await applyWith.connect());
  // Each model applies the batches in order on its own queue, up to `batchesInFlight` batches
  // behind the reader: while the database writes batch n, Node reads and decodes batch n+1, and a
  // model that is quick on one batch goes on to the next instead of waiting for the slowest.
  const queues: Promise<void>[] = targets.map(() => Promise.resolve());
  const inFlight: { done: Promise<void>; events: number; checkpoint: LogPosition }[] = [];
  const settleOldest = async () => {
    const oldest = inFlight.shift()!;
    await oldest.done;
    onProgress({ events: oldest.events, checkpoint: oldest.checkpoint });
  };
  try {
    // Without the locks: the live projections keep running meanwhile.
    for (;;) {
      const asked = performance.now();
      const batch = await read(client, position, batchSize);
      timing.waitingForLog += since(asked);
      if (batch.length === 0) break;
      events += batch.length;
      position = batch.at(-1)!.position;
      if (applyWith) {
        targets.forEach((target, i) => {
          queues[i] = queues[i]!.then(() => applyToOne(clients[i]!, target, batch));
        });
        const done = Promise.all(queues).then(() => {});
        // Awaited in order by settleOldest; a failure stops the reading there.
        done.catch(() => {});
        inFlight.push({ done, events, checkpoint: position });
        while (inFlight.length >= batchesInFlight) await settleOldest();
      } else {
        for (const target of targets) await applyToOne(client, target, batch);
        onProgress({ events, checkpoint: position });
      }
      if (batch.length < batchSize) break;
    }
    while (inFlight.length > 0) await settleOldest();
  } finally {
    // A model's queue may still be writing when another failed: its connection goes back after.
    await Promise.allSettled(queues);
    for (const c of clients) c.release();
  }
  timing.pass = since(passStart);
  const results: ModelRebuild[] = [];
  let head = position;
  for (const target of targets) {
    const indexed = performance.now();
    await client.query('BEGIN');
    await client.query(`SET LOCAL search_path TO ${target.schema}, public`);
    for (const statement of splitDdl(target.projection).indexes) await client.query(statement);
    await client.query('COMMIT');
    timing.indexes += since(indexed);
    const t0 = performance.now();
    const switched = await switchIn(client, target, readLog, batchSize, compareWithLive);
    timing.switchIn += since(t0);
    target.applySeconds += since(t0);
    if (comparePositions(switched.head, head) > 0) head = switched.head;
    results.push({
      name: target.projection.name,
      events: events + switched.events,
      handled: target.handled,
      applySeconds: target.applySeconds,
      matchedLive: switched.differences.length === 0,
      differences: switched.differences,
    });
  }
  onProgress({ events: Math.max(events, ...results.map((r) => r.events)), checkpoint: head });
  return results;
};

/** One projection rebuilt beside its live tables and switched in (rebuildProjections of one). */
export const rebuildProjection = async (
  client: pg.ClientBase,
  projection: Projection,
  readLog: ReadLog,
  onProgress: (progress: RebuildProgress) => void,
  options: RebuildOptions = {},
): Promise<RebuildResult> => {
  const [result] = await rebuildProjections(client, [projection], readLog, onProgress, options);
  return { events: result!.events, matchedLive: result!.matchedLive, differences: result!.differences };
};
