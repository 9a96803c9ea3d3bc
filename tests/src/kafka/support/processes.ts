import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../support/running-app.ts';

export type Child = {
  process: ChildProcess;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Runs a TypeScript entry point of this repository as a child process (tsx), collecting its output. */
export const startChild = async (
  entry: string,
  env: Record<string, string>,
  ready: (output: string) => boolean | Promise<boolean>,
  timeoutMs = 90_000,
): Promise<Child> => {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ready(output))) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`${entry} was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { process: child, output: () => output, kill };
};

export const healthy = (baseUrl: string) => () =>
  fetch(`${baseUrl}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
