import type { ChildProcess } from 'node:child_process';
import { forkModule, freePort, hasExited } from './processes.ts';
import { demoAccount } from './settings.ts';

export type AppServer = {
  baseUrl: string;
  /** Headers every API request of the bench sends: the session cookie once sign-in exists. */
  headers: Record<string, string>;
  signedIn: boolean;
  /** The signed-in user's id, for baseline routes that the real ones take from the session. */
  userId: string | null;
  signInNote: string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Signs in as the demo administrator. Before sign-in exists (404) the API is open and the bench
 * runs without a session, saying so; any other refusal is an error, since every figure would be
 * of a 401.
 */
const signIn = async (
  baseUrl: string,
): Promise<{ cookie: string | null; userId: string | null; note: string }> => {
  const attempt = (body: string, type: string) =>
    fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': type, origin: baseUrl },
      body,
      redirect: 'manual',
    });
  let response = await attempt(
    new URLSearchParams({ username: demoAccount.username, password: demoAccount.password }).toString(),
    'application/x-www-form-urlencoded',
  );
  if (response.status === 415) response = await attempt(JSON.stringify(demoAccount), 'application/json');
  if (response.status === 404)
    return { cookie: null, userId: null, note: 'sign-in not built yet: requests ran without a session' };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('hs_session='));
  if (!response.ok || !cookie) {
    throw new Error(
      `signing in as ${demoAccount.username} failed: ${response.status} ${await response.text()}`,
    );
  }
  const { id } = (await response.json()) as { id: string };
  return {
    cookie,
    userId: id,
    note: `signed in as ${demoAccount.username} (session cookie on every request)`,
  };
};

/** Starts bench/server.ts on a free port against `databaseUrl` and signs in. */
export const startAppServer = async (
  databaseUrl: string,
  frontendDist: string | undefined,
): Promise<AppServer> => {
  const port = await freePort();
  const child = forkModule('server.ts', {
    // For profiling the server: BENCH_SERVER_EXEC_ARGV="--cpu-prof --cpu-prof-dir=/tmp/prof".
    execArgv: process.env.BENCH_SERVER_EXEC_ARGV?.split(' ').filter(Boolean),
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: demoAccount.password,
      // Scenario 10 gives each client its own address through X-Forwarded-For, as nginx would.
      TRUST_PROXY: '127.0.0.1',
      // Scenario 6 seeds its documents through the upload route as one administrator: the per-user
      // upload limits are for people, not for seeding a read model.
      UPLOADS_PER_MINUTE: '1000000',
      ADMIN_UPLOAD_FILES_PER_DAY: '1000000',
      ADMIN_UPLOAD_MB_PER_DAY: '1000000',
      ...(frontendDist ? { FRONTEND_DIST: frontendDist } : {}),
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code} before listening`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (hasExited(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (!hasExited(child)) child.kill('SIGKILL');
  };
  const { cookie, userId, note } = await signIn(baseUrl).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    baseUrl,
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) },
    signedIn: cookie !== null,
    userId,
    signInNote: note,
    process: child,
    stop,
  };
};
