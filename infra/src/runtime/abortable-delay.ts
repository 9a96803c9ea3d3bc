/** Waits `ms`, or less when the signal aborts first; never rejects, so a stop is not an error. */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * A loop's wait that something other than time may end: a stop (the signal) or `wake` (an append
 * arrived, a read waits). Each `wait` starts a fresh one; `wake` between waits does nothing.
 */
export class WakeableDelay {
  private endWait: (() => void) | null = null;

  constructor(private readonly stop: AbortSignal) {}

  async wait(ms: number): Promise<void> {
    if (ms <= 0 || this.stop.aborted) return;
    const woken = new AbortController();
    this.endWait = () => woken.abort();
    await sleep(ms, AbortSignal.any([this.stop, woken.signal]));
    this.endWait = null;
  }

  wake(): void {
    this.endWait?.();
  }
}
