import { describe, expect, it } from 'vitest';
import { FetchWatchdog } from './fetch-watchdog.ts';

const watched = (stallMs = 5000) => {
  let now = 0;
  const calls: string[] = [];
  const watchdog = new FetchWatchdog(
    stallMs,
    (quiet) => calls.push(`stalled after ${quiet}`),
    () => calls.push('resumed'),
    () => now,
  );
  return { watchdog, calls, advance: (ms: number) => (now += ms) };
};

describe('a Kafka consumer that stops fetching', () => {
  it('is reported once as stalled after the quiet time, and resumed on the next fetch', () => {
    const { watchdog, calls, advance } = watched();
    advance(4000);
    watchdog.check();
    watchdog.fetched();
    advance(5000);
    watchdog.check();
    expect(calls).toEqual([]);
    advance(1);
    watchdog.check();
    advance(3000);
    watchdog.check();
    expect(calls).toEqual(['stalled after 5001']);
    watchdog.fetched();
    watchdog.fetched();
    expect(calls).toEqual(['stalled after 5001', 'resumed']);
  });

  it('is not stalled while it applies a long batch, and counts from the batch end', async () => {
    const { watchdog, calls, advance } = watched();
    await watchdog.during(async () => {
      advance(20_000);
      watchdog.check();
    });
    expect(calls).toEqual([]);
    advance(5000);
    watchdog.check();
    expect(calls).toEqual([]);
    advance(1);
    watchdog.check();
    expect(calls).toEqual(['stalled after 5001']);
  });

  it('counts a failed batch as finished', async () => {
    const { watchdog, calls, advance } = watched();
    await expect(watchdog.during(() => Promise.reject(new Error('database gone')))).rejects.toThrow();
    advance(6000);
    watchdog.check();
    expect(calls).toEqual(['stalled after 6000']);
  });
});
