import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPORT_NUMBER_BLOCK, ReportNumbers } from './report-numbers.ts';

/** A stand-in for the sequence of migration 007: starts at 1, steps by the block size. */
const sequence = () => {
  let value = 1 - REPORT_NUMBER_BLOCK;
  let calls = 0;
  const pool = {
    query: async () => {
      calls += 1;
      value += REPORT_NUMBER_BLOCK;
      const reserved = value;
      await new Promise((r) => setTimeout(r, 1));
      return { rows: [{ n: String(reserved) }] };
    },
  } as unknown as pg.Pool;
  return { pool, calls: () => calls };
};

describe('report numbers in blocks', () => {
  it('counts 1, 2, 3... without a gap in one process, one nextval per block', async () => {
    const { pool, calls } = sequence();
    const numbers = new ReportNumbers(pool);
    const taken: number[] = [];
    for (let i = 0; i < 45; i++) taken.push(await numbers.take());
    expect(taken).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    // 1 alone (the first value of the sequence), then 2..21, 22..41, 42..61.
    expect(calls()).toBe(4);
  });

  it('never hands out a number twice, however many requests ask at once, or across processes', async () => {
    const { pool } = sequence();
    const a = new ReportNumbers(pool);
    const b = new ReportNumbers(pool);
    const taken = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).take()));
    expect(new Set(taken).size).toBe(200);
    expect(Math.min(...taken)).toBeGreaterThanOrEqual(1);
  });
});
