import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const newestChange = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);

/** Builds the frontend when dist/ is missing or older than its sources; returns the dist folder. */
export const ensureFrontendBuilt = (root: string, log: (message: string) => void): string => {
  const frontend = path.join(root, 'frontend');
  const dist = path.join(frontend, 'dist');
  const built = path.join(dist, 'index.html');
  const sources = [
    path.join(frontend, 'src'),
    path.join(frontend, 'index.html'),
    path.join(root, 'contracts', 'src'),
  ];
  const stale =
    !existsSync(built) ||
    sources.some(
      (source) =>
        existsSync(source) &&
        (statSync(source).isDirectory() ? newestChange(source) : statSync(source).mtimeMs) >
          statSync(built).mtimeMs,
    );
  if (stale) {
    log('building the frontend (first start or changed sources)...');
    // Build beside dist/ and swap it in, so another instance serving dist/ (or building at the
    // same time) never sees a half-written folder.
    const next = `${dist}.next-${process.pid}`;
    const result = spawnSync('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir'], {
      cwd: frontend,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('frontend build failed');
    const old = `${dist}.old-${process.pid}`;
    try {
      renameSync(dist, old);
    } catch {
      // no dist/ yet, or another instance is swapping at this moment
    }
    try {
      renameSync(next, dist);
    } catch {
      // another instance swapped its fresh build in first: keep that one
    }
    rmSync(old, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
  return dist;
};
