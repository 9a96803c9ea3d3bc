import { sleep } from './abortable-delay.ts';

export type RetryLoop = {
  signal: AbortSignal;
  /** One round of work; `failures` is how many rounds before it failed in a row (0 after a success). */
  step: (failures: number) => Promise<void>;
  /** Told of each failure with its count in a row, before the wait: log it, drop a broken connection. */
  onFailure: (error: unknown, failures: number) => Promise<void> | void;
  /** The wait after the n-th failure in a row. */
  backoffMs: (failures: number) => number;
};

/**
 * Runs `step` until the signal aborts. A step that throws is retried after `backoffMs(failures)`,
 * a stop ends even that wait at once; a step that returns resets the count of failures.
 */
export const retryUntilStopped = async ({ signal, step, onFailure, backoffMs }: RetryLoop) => {
  let failures = 0;
  while (!signal.aborted) {
    try {
      await step(failures);
      failures = 0;
    } catch (error) {
      failures += 1;
      await onFailure(error, failures);
      await sleep(backoffMs(failures), signal);
    }
  }
};
