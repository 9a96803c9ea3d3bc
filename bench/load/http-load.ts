/**
 * Load process of scenarios 4 and 6: autocannon against one route, first a short warm-up, then the
 * measured run. Runs apart from the server and from the orchestrator's probes.
 */
import autocannon from 'autocannon';
import { serveOnce } from '../lib/processes.ts';
import { quantiles } from '../lib/stats.ts';

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
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** The response time of every 2xx answer of the measured run, in ms to the microsecond. */
  latenciesMs: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** One run of `seconds`; `onResponse` hears the status and time of every answer. */
const fire = (
  input: HttpLoadInput,
  seconds: number,
  onResponse: (statusCode: number, responseTimeMs: number) => void = () => {},
) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        method: input.method,
        headers: input.headers,
        body: input.body,
        connections: input.connections,
        duration: seconds,
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) =>
      onResponse(statusCode, responseTimeMs),
    );
  });

serveOnce(async (input: HttpLoadInput): Promise<HttpLoadOutput> => {
  if (input.warmupSeconds > 0) await fire(input, input.warmupSeconds);
  // autocannon's own percentiles come from a histogram of whole milliseconds (a p99 of 16.9 ms is
  // reported as 16), too coarse for a ratio of two p99s near 20 ms: each answer's time is kept as
  // measured instead, so that phases can also be pooled exactly.
  const latenciesMs: number[] = [];
  const result = await fire(input, input.seconds, (statusCode, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(Math.round(responseTimeMs * 1000) / 1000);
  });
  const [p50Ms, p99Ms] = quantiles(latenciesMs, [0.5, 0.99]);
  return {
    requests: result['2xx'],
    seconds: result.duration,
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: p50Ms ?? null,
    p99Ms: p99Ms ?? null,
    latenciesMs,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
});
