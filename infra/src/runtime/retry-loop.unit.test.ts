import { describe, expect, it } from 'vitest';
import { retryUntilStopped } from './retry-loop.ts';

const failure = new Error('database unavailable');

describe('retrying a step until stopped', () => {
  it('waits longer after each failure in a row and starts over after a success', async () => {
    const stop = new AbortController();
    const outcomes = [false, false, true, false, true];
    const seen: number[] = [];
    const waits: number[] = [];
    await retryUntilStopped({
      signal: stop.signal,
      step: async (failures) => {
        seen.push(failures);
        const ok = outcomes.shift();
        if (outcomes.length === 0) stop.abort();
        if (!ok) throw failure;
      },
      onFailure: () => {},
      backoffMs: (failures) => {
        waits.push(failures);
        return failures;
      },
    });
    expect(seen).toEqual([0, 1, 2, 0, 1]);
    expect(waits).toEqual([1, 2, 1]);
  });

  it('tells each failure with its count before waiting', async () => {
    const stop = new AbortController();
    const told: [unknown, number][] = [];
    await retryUntilStopped({
      signal: stop.signal,
      step: async () => {
        throw failure;
      },
      onFailure: (error, failures) => {
        told.push([error, failures]);
        if (failures === 2) stop.abort();
      },
      backoffMs: () => 0,
    });
    expect(told).toEqual([
      [failure, 1],
      [failure, 2],
    ]);
  });

  it('a stop ends a long backoff at once', async () => {
    const stop = new AbortController();
    const started = Date.now();
    await retryUntilStopped({
      signal: stop.signal,
      step: async () => {
        setTimeout(() => stop.abort(), 10);
        throw failure;
      },
      onFailure: () => {},
      backoffMs: () => 3_600_000,
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('runs no step once stopped', async () => {
    const stop = new AbortController();
    stop.abort();
    let steps = 0;
    await retryUntilStopped({
      signal: stop.signal,
      step: async () => {
        steps += 1;
      },
      onFailure: () => {},
      backoffMs: () => 0,
    });
    expect(steps).toBe(0);
  });
});
