import { performance } from 'node:perf_hooks';
import { authRoutes } from '@hs/contracts';
import type { LoginBurstInput, LoginBurstOutput } from '../load/login-burst-load.ts';
import type { AppServer } from '../lib/app-server.ts';
import { runInChild, sleep } from '../lib/processes.ts';
import { ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { demoAccount, quick } from '../lib/settings.ts';
import { quantiles } from '../lib/stats.ts';

const SCENARIO = '10 sign-in during a login burst';
/** Failed sign-ins sent at once for one account, each from its own address. */
const BURST = 300;
/** Bursts, each with one legitimate sign-in from another address sent while it is under way. */
const ROUNDS = quick ? 3 : 8;
/** A burst every 4 s: room for one of 300 to end on this 2-core machine before the next. */
const PERIOD_MS = 4_000;
/** The sign-in goes this long after its burst starts, once the server is busy with it. */
const INTO_BURST_MS = 50;
/** Time for the load process to start (tsx) before its first burst. */
const LOAD_START_MS = 5_000;

const signInFromAnotherAddress = async (server: AppServer) => {
  const t0 = performance.now();
  const response = await fetch(`${server.baseUrl}${authRoutes.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': '192.0.2.10' },
    body: JSON.stringify({ username: 'officer', password: demoAccount.password }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`the legitimate sign-in answered ${response.status}`);
  return performance.now() - t0;
};

/** ROUNDS bursts of `kind` from another process, and one timed sign-in from here into each. */
const signInsDuringBursts = async (server: AppServer, kind: LoginBurstInput['kind']) => {
  const startAt = Date.now() + LOAD_START_MS;
  const load = runInChild<LoginBurstInput, LoginBurstOutput>('load/login-burst-load.ts', {
    baseUrl: server.baseUrl,
    kind,
    startAt,
    periodMs: PERIOD_MS,
    rounds: ROUNDS,
    burst: BURST,
  });
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(Math.max(0, startAt + round * PERIOD_MS + INTO_BURST_MS - Date.now()));
    samples.push(await signInFromAnotherAddress(server));
  }
  return { samples, ...(await load) };
};

const slowest = (samples: number[]) => quantiles(samples, [1])[0] ?? null;
const median = (samples: number[]) => quantiles(samples, [0.5])[0]?.toFixed(0);

/**
 * Scenario 10: a burst of failed sign-ins on one account once made a legitimate sign-in wait for
 * seconds, the password hashes queueing (docs/performance.md, "HTTP"). Each round a load process
 * sends such a burst on `employee`, and 50 ms later `officer` signs in from another address: each
 * must answer within 1 s. The peer: the same rounds with bursts of GET /healthz, the cheapest
 * route, which tells what any 300 requests at once cost this machine.
 */
export const scenarioLoginBurst = async (server: AppServer): Promise<BenchResult[]> => {
  const quiet: number[] = [];
  for (let i = 0; i < ROUNDS; i++) quiet.push(await signInFromAnotherAddress(server));
  const health = await signInsDuringBursts(server, 'health');
  const logins = await signInsDuringBursts(server, 'failed-sign-ins');
  const value = slowest(logins.samples);
  const baseline = slowest(health.samples);
  const late = logins.lateRounds + health.lateRounds;
  const count = (status: number) => logins.statuses[status] ?? 0;
  const other = Object.entries(logins.statuses).filter(([s]) => s !== '401' && s !== '429');
  return [
    {
      scenario: SCENARIO,
      figure: `slowest of ${ROUNDS} sign-ins from another address`,
      value,
      unit: 'ms',
      baseline,
      ratio: ratioOf(value, baseline),
      goal: '<= 1000 ms',
      met: value !== null && value <= 1000 && late === 0,
      note: `medians: ${median(logins.samples)} ms in bursts of failed sign-ins, ${median(health.samples)} ms in bursts of GET /healthz (the peer), ${median(quiet)} ms with no burst (slowest ${slowest(quiet)?.toFixed(0)})${late ? `; ${late} bursts started late` : ''}`,
    },
    reported(SCENARIO, 'failed attempts sent', ROUNDS * BURST, 'attempts', {
      note: `${ROUNDS} bursts of ${BURST} at once, ${logins.requestsPerSecond.toFixed(0)}/s answered (GET /healthz: ${health.requestsPerSecond.toFixed(0)}/s): ${count(401)} x 401 (password checked), ${count(429)} x 429${other.length ? `, other: ${JSON.stringify(other)}` : ''}`,
    }),
  ];
};
