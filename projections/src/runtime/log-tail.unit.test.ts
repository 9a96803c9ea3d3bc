import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  logStart,
  type LogPosition,
  type ReadLog,
  type StoredEvent,
} from '@hs/infra/event-store';
import { LogTail } from './log-tail.ts';

const event = (gp: number): StoredEvent =>
  ({ eventId: `e${gp}`, type: 'T', position: { tx: BigInt(gp), gp: BigInt(gp) } }) as StoredEvent;

/** A log of `n` events read the way readAll reads it, counting the reads that reach it. */
const fakeLog = (n: number) => {
  const log = Array.from({ length: n }, (_, i) => event(i + 1));
  let reads = 0;
  const readLog: ReadLog = async (_client, after: LogPosition, limit: number) => {
    reads += 1;
    await new Promise((r) => setTimeout(r, 1));
    return log.filter((e) => comparePositions(e.position, after) > 0).slice(0, limit);
  };
  return {
    readLog,
    log,
    reads: () => reads,
    append: (k: number) => log.push(...Array.from({ length: k }, (_, i) => event(log.length + i + 1))),
  };
};

const client = {} as pg.ClientBase;
const ids = (events: StoredEvent[]) => events.map((e) => e.eventId);

describe('the shared log tail', () => {
  it('answers every read exactly as the log does, from wherever it starts', async () => {
    const log = fakeLog(50);
    const tail = new LogTail(log.readLog, 1000);
    for (const [from, limit] of [
      [0, 20],
      [20, 20],
      [5, 10],
      [19, 3],
      [40, 20],
      [0, 100],
      [49, 5],
      [50, 5],
    ] as const) {
      const at = from === 0 ? logStart : log.log[from - 1]!.position;
      expect(ids(await tail.read(client, at, limit))).toEqual(ids(await log.readLog(client, at, limit)));
    }
  });

  it('gives a full batch to a reader whose batch is bigger than the read that filled the tail', async () => {
    const log = fakeLog(50);
    const tail = new LogTail(log.readLog);
    expect(await tail.read(client, logStart, 10)).toHaveLength(10);
    // A short answer would tell a projection runner it had caught up, and shift its batches.
    expect(ids(await tail.read(client, logStart, 25))).toEqual(ids(log.log.slice(0, 25)));
    expect(ids(await tail.read(client, log.log[4]!.position, 100))).toEqual(ids(log.log.slice(5)));
    // At the log's end the tail knows there is nothing more until the next append.
    const before = log.reads();
    expect(ids(await tail.read(client, log.log[29]!.position, 100))).toEqual(ids(log.log.slice(30)));
    expect(log.reads()).toBe(before);
  });

  it('eight projections woken by the same append read the database once between them', async () => {
    const log = fakeLog(30);
    const tail = new LogTail(log.readLog);
    const answers = await Promise.all(Array.from({ length: 8 }, () => tail.read(client, logStart, 500)));
    expect(log.reads()).toBe(1);
    for (const answer of answers) expect(answer).toHaveLength(30);
    // Later: the new events are read once more, the ones before are served from memory.
    log.append(5);
    const at20 = log.log[19]!.position;
    expect(ids(await tail.read(client, at20, 500))).toEqual(ids(log.log.slice(20, 30)));
    expect(log.reads()).toBe(1);
    const at30 = log.log[29]!.position;
    await Promise.all(Array.from({ length: 8 }, () => tail.read(client, at30, 500)));
    expect(log.reads()).toBe(2);
  });

  it('keeps at most its bound, and a lagging reader does not evict the recent range', async () => {
    const log = fakeLog(100);
    const tail = new LogTail(log.readLog, 10);
    const at90 = log.log[89]!.position;
    expect(await tail.read(client, at90, 500)).toHaveLength(10);
    expect(await tail.read(client, logStart, 5)).toHaveLength(5); // a lagging reader, from the database
    const before = log.reads();
    expect(ids(await tail.read(client, log.log[94]!.position, 500))).toEqual(ids(log.log.slice(95)));
    expect(log.reads()).toBe(before);
  });
});
