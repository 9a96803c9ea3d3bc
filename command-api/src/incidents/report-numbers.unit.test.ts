import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPORT_NUMBER_BLOCK, ReportNumbers } from './report-numbers.ts';

/**
 * A stand-in for the sequence of migration 007 (starts at 1, steps by the block size) answering
 * `nextval` once per row asked for. Each round trip takes `roundTripMs` on the clock given.
 */
const sequence = (clock = { ms: 0 }, roundTripMs = 1, handedOut = { count: 0 }) => {
  let value = 1 - REPORT_NUMBER_BLOCK;
  const calls: { blocks: number; inHand: number }[] = [];
  const pool = {
    query: async (config: { values?: unknown[] }) => {
      const blocks = Number(config.values?.[0] ?? 1);
      // Numbers 1..value are reserved so far; those not yet handed out are in the process's hand.
      calls.push({ blocks, inHand: Math.max(0, value) - handedOut.count });
      const rows = Array.from({ length: blocks }, () => ({ n: String((value += REPORT_NUMBER_BLOCK)) }));
      await new Promise((r) => setTimeout(r, 1));
      clock.ms += roundTripMs;
      return { rows };
    },
  } as unknown as pg.Pool;
  return { pool, calls, highest: () => value };
};

describe('report numbers in blocks', () => {
  it('counts 1, 2, 3... without a gap in one process', async () => {
    const { pool } = sequence();
    const numbers = new ReportNumbers(pool);
    const taken: number[] = [];
    for (let i = 0; i < 45; i++) taken.push(await numbers.take());
    expect(taken).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  });

  it('never hands out a number twice, however many requests ask at once, or across processes', async () => {
    const { pool } = sequence();
    const a = new ReportNumbers(pool);
    const b = new ReportNumbers(pool);
    const taken = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).take()));
    expect(new Set(taken).size).toBe(200);
    expect(Math.min(...taken)).toBeGreaterThanOrEqual(1);
  });

  it('with a report now and then, reserves a block only when the last one is used up', async () => {
    const clock = { ms: 0 };
    const { pool, calls, highest } = sequence(clock);
    const numbers = new ReportNumbers(pool, () => clock.ms);
    for (let i = 0; i < 25; i++) {
      await numbers.take();
      clock.ms += 60_000;
    }
    // 1 alone (the first value of the sequence), then 2..21, then 22..41: a restart now loses 26..41.
    expect(calls.map((c) => c.blocks)).toEqual([1, 1, 1]);
    expect(highest()).toBe(41);
  });

  it('under a steady stream of reports, reserves the next blocks before the numbers in hand run out', async () => {
    const clock = { ms: 0 };
    const handedOut = { count: 0 };
    const { pool, calls } = sequence(clock, 2, handedOut);
    const numbers = new ReportNumbers(pool, () => clock.ms);
    const taken: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      taken.push(await numbers.take());
      handedOut.count += 1;
      clock.ms += 0.1; // 10,000 reports a second
    }
    expect(taken).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    // After the first refills have measured the pace, every refill starts with numbers still in hand.
    const later = calls.slice(3);
    expect(later.length).toBeGreaterThan(0);
    for (const call of later) expect(call.inHand).toBeGreaterThan(0);
    // Several blocks a round trip, not one: fewer round trips than blocks used.
    expect(calls.length).toBeLessThan(2_000 / REPORT_NUMBER_BLOCK / 2);
  });
});
