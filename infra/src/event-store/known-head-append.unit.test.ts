import { describe, expect, it } from 'vitest';
import { StreamHeads } from './known-head-append.ts';

const head = (version: number) => ({ version, hash: Buffer.alloc(32, version) });

describe('StreamHeads', () => {
  it('drops the head of the stream used least recently, not the one remembered first', () => {
    const heads = new StreamHeads(2);
    heads.set('incident-a', head(1));
    heads.set('incident-b', head(1));
    expect(heads.get('incident-a')?.version).toBe(1); // a is now the most recent
    heads.set('incident-c', head(1));
    expect(heads.get('incident-b')).toBeUndefined();
    expect(heads.get('incident-a')?.version).toBe(1);
    expect(heads.get('incident-c')?.version).toBe(1);
  });

  it('remembers a stream once, at its newest head, and forgets it on request', () => {
    const heads = new StreamHeads(2);
    heads.set('incident-a', head(1));
    heads.set('incident-a', head(2));
    heads.set('incident-b', head(1));
    expect(heads.get('incident-a')?.version).toBe(2);
    heads.forget('incident-a');
    expect(heads.get('incident-a')).toBeUndefined();
    expect(heads.get('incident-b')?.version).toBe(1);
  });
});
