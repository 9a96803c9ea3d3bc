import type { HttpLoadInput, HttpLoadOutput } from '../load/http-load.ts';
import type { AppServer } from './app-server.ts';
import { runInChild } from './processes.ts';
import { settings } from './settings.ts';
import { quantiles } from './stats.ts';

export type Route = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Runs autocannon in its own process against one route of the bench server, 50 connections. */
export const loadRoute = async (
  server: AppServer,
  route: Route,
  seconds = settings.httpSeconds,
  label = '',
): Promise<HttpLoadOutput> => {
  const output = await runInChild<HttpLoadInput, HttpLoadOutput>('load/http-load.ts', {
    url: `${server.baseUrl}${route.path}`,
    method: route.method,
    headers: {
      ...server.headers,
      ...(route.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...route.headers,
    },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
    connections: 50,
    seconds,
    warmupSeconds: settings.httpWarmupSeconds,
  });
  const failed = output.non2xx + output.errors;
  console.log(
    `  ${label}${route.method} ${route.path}: ${Math.round(output.requestsPerSecond)} req/s, p50 ${output.p50Ms?.toFixed(2)} ms, ` +
      `p99 ${output.p99Ms?.toFixed(2)} ms, ${failed} failed`,
  );
  // Figures of failing requests would describe the error path, not the route.
  if (failed > 0.01 * (output.requests + failed)) {
    throw new Error(
      `${route.method} ${route.path}: ${output.non2xx} non-2xx answers and ${output.errors} errors`,
    );
  }
  return output;
};

/** The phases of one route taken together: all their requests, all their response times. */
export type PooledLoad = {
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Each phase's own p99, in the order they ran. */
  phaseP99Ms: (number | null)[];
};

const pooled = (phases: readonly HttpLoadOutput[]): PooledLoad => {
  const [p50Ms, p99Ms] = quantiles(
    phases.flatMap((phase) => phase.latenciesMs),
    [0.5, 0.99],
  );
  const requests = phases.reduce((sum, phase) => sum + phase.requests, 0);
  const seconds = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  return {
    requestsPerSecond: requests / seconds,
    p50Ms: p50Ms ?? null,
    p99Ms: p99Ms ?? null,
    phaseP99Ms: phases.map((phase) => phase.p99Ms),
  };
};

/**
 * Our route beside its baseline, in the order ours, baseline, baseline, ours, each phase half the
 * measured time; each route's two phases are pooled. Whatever drifts during the comparison (the
 * machine's other load, the server warming up, the tables growing) then weighs on both alike; with
 * one phase each, always ours first, the order biased the result (docs/performance.md). A
 * linear drift cancels out that way, not a cold start, which would still weigh on the first phase
 * only: both routes first run once unmeasured (twice the warm-up of a phase). `beforeEach` runs
 * before every phase.
 */
export const compareRoutes = async (
  server: AppServer,
  ours: Route,
  baseline: Route,
  beforeEach: () => Promise<void> = async () => {},
): Promise<{ ours: PooledLoad; baseline: PooledLoad }> => {
  for (const route of [ours, baseline]) {
    await beforeEach();
    await loadRoute(server, route, 2 * settings.httpWarmupSeconds, 'warm-up: ');
  }
  const half = settings.httpSeconds / 2;
  const runs = { ours: [] as HttpLoadOutput[], baseline: [] as HttpLoadOutput[] };
  for (const which of ['ours', 'baseline', 'baseline', 'ours'] as const) {
    await beforeEach();
    runs[which].push(await loadRoute(server, which === 'ours' ? ours : baseline, half));
  }
  return { ours: pooled(runs.ours), baseline: pooled(runs.baseline) };
};

/** "ours 24.1 / 23.0 ms, baseline 16.2 / 17.4 ms": each phase's p99, for the report's notes. */
export const phaseP99s = ({ ours, baseline }: { ours: PooledLoad; baseline: PooledLoad }): string => {
  const list = (load: PooledLoad) => load.phaseP99Ms.map((p99) => p99?.toFixed(1) ?? '-').join(' / ');
  return `phases ours, baseline, baseline, ours; p99 of each phase: ours ${list(ours)} ms, baseline ${list(baseline)} ms`;
};
