import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hs/infra/runtime';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export { freePort };

export type RunningApp = {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

export type StartOptions = { env?: Record<string, string>; dataDir?: string; timeoutMs?: number };

/**
 * Starts the application exactly as a user does (`npm start`'s script) on a free loopback port
 * with a fresh data folder and its own embedded PostgreSQL; resolves once /healthz answers.
 * The port is free when chosen, but the app binds it only after its database is up, seconds later:
 * if another process took it meanwhile, the app is started again on another.
 */
export const startRunningApp = async (options: StartOptions = {}): Promise<RunningApp> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
};

class PortTaken extends Error {}

const startOnce = async (options: StartOptions): Promise<RunningApp> => {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hs-app-')));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The app as a user runs it: its own embedded database, no Kafka relay (tests opt in).
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
      // No automatic training assignments to surprise a test's My Work (tests that want them opt in).
      REQUIREMENT_ASSIGN_INTERVAL_S: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      const Failure = output.includes('EADDRINUSE') ? PortTaken : Error;
      throw new Failure(`the app exited with ${child.exitCode}:\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, process: child, output: () => output, stop } satisfies RunningApp;
};

/** The demo accounts' password of a running app (signing asks for it again). */
export const demoPassword = (): string => process.env.DEMO_PASSWORD ?? 'demo-safety-2026';

/** Signs the browser in with a demo account through the API (the session cookie lands in the browser). */
export const signInThroughApi = async (
  browser: {
    context: {
      request: {
        post: (url: string, options: object) => Promise<{ ok: () => boolean; status: () => number }>;
      };
    };
  },
  app: RunningApp,
  username: string,
): Promise<void> => {
  const response = await browser.context.request.post(`${app.baseUrl}/api/login`, {
    form: { username, password: demoPassword() },
  });
  if (!response.ok()) throw new Error(`sign-in of ${username} failed with ${response.status()}`);
};

/** The embedded database of a running app: its password and port are kept in its data folder. */
export const databaseUrlOf = async (dataDir: string): Promise<string> => {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const port = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]!.trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/hs`;
};
