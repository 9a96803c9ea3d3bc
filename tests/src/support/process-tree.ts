import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AppConfig } from '@hs/infra/config';
import { freePort, repoRoot } from './running-app.ts';

/**
 * Processes started by the fault tests (tests/src/faults/*.fault.test.ts): each in a process group
 * of its own (`detached`), so a whole tree can be killed at once with SIGKILL like a crashing
 * machine would, and nothing it started survives the test.
 *
 * PostgreSQL's children call setsid(), so they are not in the app's process group; they are found
 * instead by their working directory, which PostgreSQL sets to its data folder.
 */

type ProcInfo = { pid: number; ppid: number; pgid: number; comm: string };

const readProc = (pid: number): ProcInfo | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { pid, ppid: Number(fields[1]), pgid: Number(fields[2]), comm };
  } catch {
    return null;
  }
};

const allPids = (): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

const alive = (pid: number): boolean => {
  const info = readProc(pid);
  if (!info) return false;
  try {
    // A zombie has exited already; it only waits for its parent to read its status.
    return !/\)\s+Z\s/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** The process and all its descendants (by parent pid), the root first. */
export const processTree = (rootPid: number): ProcInfo[] => {
  const infos = allPids()
    .map(readProc)
    .filter((p): p is ProcInfo => p !== null);
  const children = new Map<number, ProcInfo[]>();
  for (const info of infos) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const root = infos.find((p) => p.pid === rootPid);
  if (!root) return [];
  const tree: ProcInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const next = queue.shift()!;
    tree.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return tree;
};

/** Processes whose working directory is inside `dir` (PostgreSQL servers of that data folder). */
export const processesInFolder = (dir: string): number[] => {
  const resolved = path.resolve(dir);
  return allPids().filter((pid) => {
    if (pid === process.pid) return false;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      return (cwd === resolved || cwd.startsWith(`${resolved}/`)) && alive(pid);
    } catch {
      return false;
    }
  });
};

/** Deletes a test's data folder (if it made one), failing when a process still runs inside it. */
export const removeDataFolder = async (dir: string) => {
  if (!dir) return;
  const left = processesInFolder(dir);
  await rm(dir, { recursive: true, force: true });
  if (left.length > 0) throw new Error(`processes left in ${dir}: ${left.join(', ')}`);
};

const statusField = (pid: number, field: string): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

const pssOf = (pid: number): number => {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

export type TreeMemory = {
  processes: number;
  /** Sum of VmRSS over the tree (shared pages count once per process that touched them). */
  rssKb: number;
  nodeRssKb: number;
  postgresRssKb: number;
  /** Sum of Pss (shared pages divided among the processes sharing them). */
  pssKb: number;
};

/** Memory of a process tree from /proc: the app's node process and its PostgreSQL server. */
export const treeMemory = (rootPid: number): TreeMemory => {
  const tree = processTree(rootPid);
  let nodeRssKb = 0;
  let postgresRssKb = 0;
  let pssKb = 0;
  for (const p of tree) {
    const rss = statusField(p.pid, 'VmRSS');
    if (p.comm.startsWith('postgres')) postgresRssKb += rss;
    else nodeRssKb += rss;
    pssKb += pssOf(p.pid);
  }
  return { processes: tree.length, rssKb: nodeRssKb + postgresRssKb, nodeRssKb, postgresRssKb, pssKb };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Kills the process group of `pid` like a crash: SIGSTOP to the group first (it halts at once: no
 * more answers, no more forks), then SIGKILL to the group, to every descendant and to every
 * process of `folders` (PostgreSQL's children left the group), until none is left. Throws if
 * something survives.
 */
export const killTree = async (pid: number, folders: string[] = []): Promise<void> => {
  const signal = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      /* gone already */
    }
  };
  // Only while `pid` still leads its group: a pid reused by some other process is left alone.
  const leads = readProc(pid)?.pgid === pid;
  signal(-pid, 'SIGSTOP');
  const tree = leads ? processTree(pid).map((p) => p.pid) : [];
  signal(-pid, 'SIGKILL');
  for (const p of tree) signal(p, 'SIGKILL');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const left = [...tree.filter(alive), ...folders.flatMap(processesInFolder)];
    if (left.length === 0) return;
    for (const p of left) signal(p, 'SIGKILL');
    if (Date.now() > deadline) throw new Error(`processes survived SIGKILL: ${left.join(', ')}`);
    await sleep(50);
  }
};

/** The environment of the test run without any of the app's settings (DATABASE_URL, KAFKA_BROKERS...). */
export const cleanEnv = (env: Record<string, string>): NodeJS.ProcessEnv => {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(AppConfig.shape)) delete base[key];
  for (const key of ['TEST_DATABASE_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_OPTIONS'])
    delete base[key];
  return { ...base, ...env };
};

export type ProcessGroup = {
  pid: number;
  child: ChildProcess;
  output: () => string;
  exited: () => boolean;
  /** SIGKILL to the whole tree (and PostgreSQL of `folders`), waiting until all are gone. */
  kill: () => Promise<void>;
  /** SIGTERM, then SIGKILL to whatever is left after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
};

/** `node --import tsx <script>`, as `npm start` and the CLIs run. */
export const tsxScript = (script: string, ...args: string[]): string[] => [
  process.execPath,
  '--import',
  'tsx',
  script,
  ...args,
];

/** Spawns `command` from the repository root in a process group of its own. */
export const spawnGroup = (
  command: string[],
  env: Record<string, string>,
  options: { folders?: string[]; keepOutput?: number } = {},
): ProcessGroup => {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: repoRoot,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = options.keepOutput ?? 200_000;
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > keep) output = output.slice(-keep);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitedFlag = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exitedFlag = true;
      resolve();
    }),
  );
  const pid = child.pid!;
  const kill = async () => {
    await killTree(pid, options.folders ?? []);
    // Dead now; let node see the exit of its child too, so `exited()` tells the truth.
    await Promise.race([exit, sleep(5000)]);
  };
  return {
    pid,
    child,
    output: () => output,
    exited: () => exitedFlag,
    kill,
    stop: async (graceMs = 15_000) => {
      if (!exitedFlag) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          /* gone */
        }
        const deadline = Date.now() + graceMs;
        while (!exitedFlag && Date.now() < deadline) await sleep(100);
      }
      await kill();
    },
  };
};

/** Waits until GET `url` answers 2xx; fails early if the process exits. */
export const waitHealthy = async (group: ProcessGroup, url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (group.exited()) {
      // 'exit' can come before the last output is read: wait for the pipes to close.
      await Promise.race([new Promise((r) => group.child.once('close', r)), sleep(2000)]);
      throw new Error(`the process exited before answering ${url}:\n${group.output()}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`no answer from ${url} in ${timeoutMs} ms:\n${group.output()}`);
    await sleep(200);
  }
};

/** The demo accounts' password of the apps started here (set explicitly, whatever the environment says). */
export const TREE_DEMO_PASSWORD = 'demo-safety-2026';

export type AppTree = ProcessGroup & { baseUrl: string; port: number; dataDir: string };

/**
 * The real application (`npm start`'s script) on a free loopback port with its embedded
 * PostgreSQL under `dataDir`, in a process group of its own; resolves once /healthz answers.
 * `nodeArgs` go to node before the script (test instrumentation such as memory-probe.ts).
 */
export const startAppTree = async (
  dataDir: string,
  options: { env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<AppTree> => {
  const port = await freePort();
  const timeoutMs = options.timeoutMs ?? 240_000;
  const group = spawnGroup(
    [process.execPath, '--import', 'tsx', ...(options.nodeArgs ?? []), 'scripts/start.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: TREE_DEMO_PASSWORD,
      ...options.env,
    },
    { folders: [dataDir] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(group, `${baseUrl}/healthz`, timeoutMs);
  } catch (error) {
    await group.kill();
    throw error;
  }
  return { ...group, baseUrl, port, dataDir };
};

/** Runs `command` to its end (bounded), killing its whole tree on timeout. */
export const runToEnd = async (
  command: string[],
  env: Record<string, string>,
  options: { folders?: string[]; timeoutMs?: number } = {},
): Promise<{ code: number | null; output: string; ms: number }> => {
  const started = Date.now();
  const group = spawnGroup(command, env, options);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), options.timeoutMs ?? 300_000);
    // 'close': the process has exited and its output has been read to the end.
    group.child.once('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  // Whether it ended or timed out, nothing it started is left behind.
  await group.kill();
  return { code, output: group.output(), ms: Date.now() - started };
};

/** POST /api/login with a demo account; returns the Cookie header value. */
export const signIn = async (baseUrl: string, username: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TREE_DEMO_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username} failed with ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('hs_session='));
  if (!cookie) throw new Error('no hs_session cookie');
  return cookie.split(';')[0]!;
};

/** Percentiles of a list of numbers (milliseconds). */
export const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
};
