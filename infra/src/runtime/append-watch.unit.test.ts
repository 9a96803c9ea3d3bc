import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { LogSignals } from '../signals/log-signals.ts';
import { AppendWatch } from './append-watch.ts';

const position = (tx: number) => ({ tx: BigInt(tx), gp: BigInt(tx) });

describe('the append watch', () => {
  it('an announced append ends the idle wait and is remembered as the furthest', async () => {
    const signals = new EventEmitter() as unknown as LogSignals;
    const watch = new AppendWatch(signals, new AbortController().signal);
    watch.start();
    const start = Date.now();
    const waiting = watch.wait(10_000);
    signals.emit('appended', position(5));
    signals.emit('appended', position(3));
    await waiting;
    expect(Date.now() - start).toBeLessThan(1000);
    expect(watch.isBehind(position(4))).toBe(true);
    expect(watch.isBehind(position(5))).toBe(false);
    watch.stop();
    signals.emit('appended', position(9));
    expect(watch.isBehind(position(5))).toBe(false);
  });
});
