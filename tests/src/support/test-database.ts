import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '@hs/infra';

/** A fresh, migrated database of its own for one test file; dropped by `drop()`. */
export const createTestDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
