import { describe, expect, it } from 'vitest';
import { sleep, WakeableDelay } from './abortable-delay.ts';

const elapsed = async (wait: Promise<void>) => {
  const start = Date.now();
  await wait;
  return Date.now() - start;
};

describe('the abortable delay', () => {
  it('waits the time given when nothing stops it', async () => {
    expect(await elapsed(sleep(40, new AbortController().signal))).toBeGreaterThanOrEqual(35);
  });

  it('ends at once when stopped, without an error', async () => {
    const stop = new AbortController();
    const waiting = elapsed(sleep(10_000, stop.signal));
    stop.abort();
    expect(await waiting).toBeLessThan(1000);
  });

  it('a wake-up ends the current wait only; a stop ends every later one too', async () => {
    const stop = new AbortController();
    const delay = new WakeableDelay(stop.signal);
    const first = elapsed(delay.wait(10_000));
    delay.wake();
    expect(await first).toBeLessThan(1000);
    delay.wake();
    expect(await elapsed(delay.wait(40))).toBeGreaterThanOrEqual(35);
    stop.abort();
    expect(await elapsed(delay.wait(10_000))).toBeLessThan(1000);
  });
});
