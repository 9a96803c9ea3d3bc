import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export const APP_ROLE = 'hs_app';

/**
 * The role the application runs as on the embedded database: it may read and append events but
 * holds no UPDATE, DELETE or TRUNCATE on es_events (docs/architecture.md, "Hash chains");
 * migrations run as the owner. Re-run after every migration so new tables are granted. Returns the
 * role's URL.
 */
export const ensureAppRole = async (ownerUrl: string, dataDir: string): Promise<string> => {
  const passwordFile = path.join(dataDir, 'app-db-password');
  const password = existsSync(passwordFile)
    ? (await readFile(passwordFile, 'utf8')).trim()
    : randomBytes(24).toString('base64url');
  if (!existsSync(passwordFile)) await writeFile(passwordFile, password, { mode: 0o600 });
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const exists =
      (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE])).rowCount === 1;
    const literal = (await client.query<{ q: string }>('SELECT quote_literal($1) AS q', [password])).rows[0]!
      .q;
    await client.query(`${exists ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} LOGIN PASSWORD ${literal}`);
    await client.query(`GRANT CONNECT, CREATE ON DATABASE "${database}" TO ${APP_ROLE}`);
    await client.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${APP_ROLE}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON es_events FROM ${APP_ROLE}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON es_log_checkpoints FROM ${APP_ROLE}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON access_log FROM ${APP_ROLE}`);
    await client.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM ${APP_ROLE}`);
  } finally {
    await client.end();
  }
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
};
