import { describe, expect, it } from 'vitest';
import { MixedLog } from './mixed-log.ts';

describe('the mixed log of the rebuild bench', () => {
  // 10,000,000 events move its clock about two years on: a due date written into the code as a
  // fixed day fell behind it and the deciders refused the log.
  it('can still be made years after it starts, every due date ahead of its clock', () => {
    const log = new MixedLog(Date.UTC(2031, 5, 1));
    let events = 0;
    while (events < 30_000) events += log.nextBlock().length;
    expect(events).toBeGreaterThanOrEqual(30_000);
  });
});
