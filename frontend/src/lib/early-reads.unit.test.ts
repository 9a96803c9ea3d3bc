import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyRead } from './early-reads';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('reads asked for before the app ran', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives each answer to the first read of its path only', async () => {
    vi.stubGlobal('window', { __hsEarlyReads: new Map([['/api/my-work', answer('{"items":[]}')]]) });
    const first = takeEarlyRead('/api/my-work');
    expect(await (await first!).text()).toBe('{"items":[]}');
    expect(takeEarlyRead('/api/my-work')).toBeUndefined();
    expect(takeEarlyRead('/api/other')).toBeUndefined();
  });

  it('asks anew once the first seconds have passed, as the answer may be out of date', () => {
    vi.stubGlobal('window', { __hsEarlyReads: new Map([['/api/my-work', answer('{}')]]) });
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarlyRead('/api/my-work')).toBeUndefined();
  });

  it('is nothing when the page was opened without any', () => {
    vi.stubGlobal('window', {});
    expect(takeEarlyRead('/api/session')).toBeUndefined();
  });
});
