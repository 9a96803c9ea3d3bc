import type { HttpLoadInput, HttpLoadOutput } from '../load/http-load.ts';
import type { AppServer } from './app-server.ts';
import { runInChild } from './processes.ts';
import { settings } from './settings.ts';

/** Runs autocannon in its own process against one route of the bench server, 50 connections. */
export const loadRoute = async (
  server: AppServer,
  route: { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> },
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
    seconds: settings.httpSeconds,
    warmupSeconds: settings.httpWarmupSeconds,
  });
  const failed = output.non2xx + output.errors;
  console.log(
    `  ${route.method} ${route.path}: ${Math.round(output.requestsPerSecond)} req/s, p50 ${output.p50Ms} ms, ` +
      `p99 ${output.p99Ms} ms, ${failed} failed`,
  );
  // Figures of failing requests would describe the error path, not the route.
  if (failed > 0.01 * (output.requests + failed)) {
    throw new Error(
      `${route.method} ${route.path}: ${output.non2xx} non-2xx answers and ${output.errors} errors`,
    );
  }
  return output;
};
