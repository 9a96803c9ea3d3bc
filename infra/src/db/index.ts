/** PostgreSQL: pool, migrations, the embedded server, the application role. */
export * from './pool.ts';
export * from './migrate.ts';
export * from './embedded-postgres.ts';
export * from './embedded-supervisor.ts';
export * from './database.ts';
export * from './app-role.ts';
