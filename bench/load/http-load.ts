/**
 * Load process of scenarios 4 and 6: autocannon against one route, first a short warm-up, then the
 * measured run. Runs apart from the server and from the orchestrator's probes.
 */
import autocannon from 'autocannon';
import { serveOnce } from '../lib/processes.ts';

export type HttpLoadInput = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

export type HttpLoadOutput = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const fire = (input: HttpLoadInput, seconds: number) =>
  autocannon({
    url: input.url,
    method: input.method,
    headers: input.headers,
    body: input.body,
    connections: input.connections,
    duration: seconds,
  });

serveOnce(async (input: HttpLoadInput): Promise<HttpLoadOutput> => {
  if (input.warmupSeconds > 0) await fire(input, input.warmupSeconds);
  const result = await fire(input, input.seconds);
  return {
    requests: result['2xx'],
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
});
