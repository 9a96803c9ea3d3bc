import type pg from 'pg';
import type { ReadLog } from '@hs/infra/event-store';
import { lockKeyOf } from './batch.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection } from './rebuild-all.ts';

const createTables = async (client: pg.ClientBase, projection: Projection, schema: string) => {
  await client.query(`SET LOCAL search_path TO ${schema}, public`);
  for (const table of projection.tables) await client.query(table.ddl);
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
