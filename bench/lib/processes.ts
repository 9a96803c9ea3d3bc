import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDir = path.join(repoRoot, 'bench');

export { freePort } from '@hs/infra/runtime';

/** Whether a child has ended, by an exit code or by a signal (exitCode stays null for the latter). */
export const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a TypeScript module of bench/ in a process of its own (load never shares our event loop). */
export const forkModule = (
  modulePath: string,
  options: { env?: Record<string, string>; execArgv?: string[] } = {},
): ChildProcess =>
  fork(path.join(benchDir, modulePath), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** For profiling load processes: BENCH_LOAD_EXEC_ARGV="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const forkLoad = (modulePath: string) =>
  forkModule(modulePath, { execArgv: process.env.BENCH_LOAD_EXEC_ARGV?.split(' ').filter(Boolean) });

/**
 * Runs a load module once: sends it `input` over IPC and resolves with the one message it answers,
 * after the process has exited. A process that dies without answering is an error.
 */
export const runInChild = <Input, Output>(modulePath: string, input: Input): Promise<Output> =>
  new Promise((resolve, reject) => {
    const child = forkLoad(modulePath);
    let answer: { ok: true; value: Output } | { ok: false; error: string } | undefined;
    child.on('message', (message) => (answer = message as typeof answer));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer?.ok) resolve(answer.value);
      else reject(new Error(answer?.error ?? `${modulePath} exited with ${code} without a result`));
    });
    child.send(input as object);
  });

/**
 * Runs a load module in one process per input, all measured over the same time: each process says
 * when it is ready (`readyToStart`), and once all are, every one is told to start at once.
 */
export const runInChildren = <Input, Output>(modulePath: string, inputs: Input[]): Promise<Output[]> => {
  const children = inputs.map(() => forkLoad(modulePath));
  let ready = 0;
  const answers = children.map(
    (child, i) =>
      new Promise<Output>((resolve, reject) => {
        let answer: { ok: true; value: Output } | { ok: false; error: string } | undefined;
        child.on('message', (message) => {
          if ((message as { ready?: true }).ready) {
            ready += 1;
            if (ready === children.length) for (const c of children) c.send({ go: true });
          } else answer = message as typeof answer;
        });
        child.once('error', reject);
        child.once('exit', (code) => {
          if (answer?.ok) return resolve(answer.value);
          // The others would wait for it to be ready, or run on for nothing.
          for (const other of children) if (!hasExited(other)) other.kill();
          reject(new Error(answer?.error ?? `${modulePath} exited with ${code} without a result`));
        });
        child.send(inputs[i] as object);
      }),
  );
  return Promise.all(answers);
};

/** In a module run by `runInChildren`: says it is ready and resolves when all are told to start. */
export const readyToStart = (): Promise<void> =>
  new Promise((resolve) => {
    process.once('message', () => resolve());
    process.send?.({ ready: true });
  });

/** The body of a load module: waits for its input, runs, answers, exits. */
export const serveOnce = <Input, Output>(work: (input: Input) => Promise<Output>): void => {
  process.once('message', (input) => {
    work(input as Input).then(
      (value) => process.send?.({ ok: true, value }, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ ok: false, error: error instanceof Error ? error.stack : String(error) }, () =>
          process.exit(1),
        ),
    );
  });
};

export type ProcessMemory = { pid: number; name: string; rssKb: number; pssKb: number | null };

const readStat = (pid: number): { name: string; ppid: number } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may itself hold spaces or parentheses.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    return { name, ppid };
  } catch {
    return null;
  }
};

const statusKb = (pid: number, file: string, key: string): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/${file}`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${key}:`));
    return line ? Number(line.split(/\s+/)[1]) : null;
  } catch {
    return null;
  }
};

/** Memory of a process and all its descendants (PostgreSQL's backends included), from /proc. */
export const processTreeMemory = (rootPid: number): ProcessMemory[] => {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (!stat) continue;
    parents.set(pid, stat.ppid);
    names.set(pid, stat.name);
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].flatMap((pid) => {
    const rssKb = statusKb(pid, 'status', 'VmRSS');
    if (rssKb === null) return [];
    return [{ pid, name: names.get(pid) ?? '?', rssKb, pssKb: statusKb(pid, 'smaps_rollup', 'Pss') }];
  });
};
