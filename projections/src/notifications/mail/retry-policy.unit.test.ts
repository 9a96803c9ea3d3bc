import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retry-policy.ts';

describe('the wait before a mail is tried again', () => {
  it('starts at 30 seconds and doubles with each failed try', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never grows past an hour, however many tries failed', () => {
    expect(retryDelayMs(8, DEFAULT_RETRY_POLICY)).toBe(3_600_000);
    expect(retryDelayMs(1000, DEFAULT_RETRY_POLICY)).toBe(3_600_000);
  });
});
