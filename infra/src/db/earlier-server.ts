import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A crash of the app (SIGKILL, the OOM killer, a power cut of the container) can leave its embedded
 * PostgreSQL behind in two ways that stop the next start with "lock file postmaster.pid already
 * exists": the server still runs as an orphan, or it is dead but not yet reaped by init (a zombie
 * keeps its pid, and PostgreSQL's lock check only asks whether that pid exists). This module settles
 * both before a start, using /proc (Linux; elsewhere PostgreSQL's own check is left to decide).
 */

type Proc = { state: string; ppid: number };

const procOf = (pid: number): Proc | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
};

const cwdOf = (pid: number): string | null => {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
};

/** Live (not zombie) processes working inside `dir`: PostgreSQL sets its cwd to its data folder. */
const liveProcessesIn = (dir: string): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      const cwd = cwdOf(pid);
      return cwd !== null && (cwd === dir || cwd.startsWith(`${dir}/`)) && procOf(pid)?.state !== 'Z';
    });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `pid` is gone or a zombie; false if it still runs after `ms`. */
const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const proc = procOf(pid);
    if (!proc || proc.state === 'Z') return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
};

const ownerFile = (databaseDir: string) => path.join(databaseDir, '..', 'pg-owner');

/** Records which process runs the server, so a later start can tell an orphan from a server in use. */
export const recordServerOwner = (databaseDir: string): Promise<void> =>
  writeFile(ownerFile(databaseDir), `${process.pid}\n`);

const recordedOwner = async (databaseDir: string): Promise<number | null> => {
  const text = await readFile(ownerFile(databaseDir), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * Makes way for a start in `databaseDir` (absolute): stops a server an earlier, crashed run left
 * running, waits for a dead one to be reaped, and removes its lock file when nothing of that server
 * runs any more. Throws when a live app still owns the server: two apps must not share one folder.
 */
export const settleEarlierServer = async (
  databaseDir: string,
  log: (message: string) => void,
): Promise<void> => {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync('/proc/self/stat') || !existsSync(lockFile)) return;
  const pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  let proc = procOf(pid);
  if (!proc) return; // a stale lock file: PostgreSQL removes it itself

  if (proc.state !== 'Z' && cwdOf(pid) === databaseDir) {
    const owner = await recordedOwner(databaseDir);
    if (owner !== null && proc.ppid === owner && procOf(owner)?.state !== 'Z')
      throw new Error(
        `PostgreSQL in ${databaseDir} is in use by another running app (PID ${owner}): stop it, or give this one another DATA_DIR`,
      );
    log(`stopping the PostgreSQL server (PID ${pid}) that an earlier run left running in ${databaseDir}`);
    process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, then a checkpoint
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown; the start below runs crash recovery
      await waitForExit(pid, 5_000);
    }
  }

  // Dead (or the pid now belongs to an unrelated process): give init a moment to reap it, since
  // PostgreSQL takes a zombie's pid for a running server.
  const deadline = Date.now() + 15_000;
  while ((proc = procOf(pid)) && proc.state === 'Z' && Date.now() < deadline) await sleep(200);
  if (!procOf(pid)) return;
  const left = liveProcessesIn(databaseDir);
  if (left.length > 0)
    throw new Error(
      `processes still run in ${databaseDir} (${left.join(', ')}); PostgreSQL cannot start there`,
    );
  log(`removing the lock file of the dead PostgreSQL server (PID ${pid}) in ${databaseDir}`);
  await rm(lockFile, { force: true });
};
