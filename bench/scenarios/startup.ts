import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, hasExited, processTreeMemory, repoRoot, sleep } from '../lib/processes.ts';
import { reported, type BenchResult } from '../lib/results.ts';
import { demoAccount, settings } from '../lib/settings.ts';

/** Signals every process of the group; one that has already gone is no error. */
const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ESRCH') throw error;
  }
};

type Started = { child: ChildProcess; seconds: number; output: () => string };

/** `npm start` as a user types it, in a process group of its own; resolves when /healthz answers. */
const npmStart = async (dataDir: string): Promise<Started> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: demoAccount.password,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  for (;;) {
    if (hasExited(child)) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, seconds: (performance.now() - started) / 1000, output: () => output };
    if (performance.now() - started > 180_000) {
      await stop(child);
      throw new Error(`npm start did not answer /healthz within 180 s:\n${output}`);
    }
    await sleep(50);
  }
};

/** Ctrl-C, as in a terminal: SIGINT to the whole group; SIGKILL to it if it has not ended in 30 s. */
const stop = async (child: ChildProcess) => {
  if (hasExited(child) || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child.pid, 'SIGINT');
  await Promise.race([exited, sleep(30_000)]);
  if (!hasExited(child)) signalGroup(child.pid, 'SIGKILL');
  // The embedded server shuts down after its parent has exited; give it a moment.
  await sleep(1000);
};

/** Scenario 9: start-up on an existing data folder, and the memory of the process tree at rest. */
export const scenarioStartup = async (): Promise<BenchResult[]> => {
  const s = '9 npm start';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hs-bench-start-'));
  try {
    const first = await npmStart(dataDir);
    await stop(first.child);
    const second = await npmStart(dataDir);
    await sleep(settings.restSeconds * 1000);
    const tree = processTreeMemory(second.child.pid!);
    await stop(second.child);
    const rssMb = tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024;
    const pssMb = tree.reduce((sum, p) => sum + (p.pssKb ?? 0), 0) / 1024;
    const byName = new Map<string, { n: number; kb: number }>();
    for (const p of tree) {
      const entry = byName.get(p.name) ?? { n: 0, kb: 0 };
      byName.set(p.name, { n: entry.n + 1, kb: entry.kb + p.rssKb });
    }
    const breakdown = [...byName]
      .sort((a, b) => b[1].kb - a[1].kb)
      .map(([name, e]) => `${name} x${e.n} ${(e.kb / 1024).toFixed(0)} MB`)
      .join(', ');
    return [
      {
        scenario: s,
        figure: 'start to /healthz on an existing data folder',
        value: second.seconds,
        unit: 's',
        baseline: null,
        ratio: null,
        goal: '< 10 s',
        met: second.seconds < 10,
      },
      reported(s, 'first start on an empty data folder (initdb, migrations)', first.seconds, 's'),
      reported(s, `memory of the process tree at rest (${tree.length} processes): RSS sum`, rssMb, 'MB', {
        note: `PSS sum ${pssMb.toFixed(0)} MB (shared pages counted once); ${breakdown}`,
      }),
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
