import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Postgrator from 'postgrator';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const MIGRATION_LOCK = 72_541_001;

/**
 * Applies the versioned migrations in infra/migrations (up to `target`, a version such as '023',
 * when given: tests of a migration start from the schema before it). An advisory lock lets several
 * processes start at once without racing each other.
 */
export const migrate = async (url: string, target?: string): Promise<{ from: number; to: number }> => {
  const client = new pg.Client({ connectionString: url, application_name: 'migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const postgrator = new Postgrator({
      migrationPattern: path.join(migrationsDir, '*'),
      driver: 'pg',
      schemaTable: 'schema_migrations',
      execQuery: (query) => client.query(query),
    });
    const from = Number(await postgrator.getDatabaseVersion());
    const applied = await postgrator.migrate(target);
    const to = applied.length > 0 ? Math.max(...applied.map((m) => m.version)) : from;
    return { from, to };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
};
