import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONSISTENCY_HEADER, PARKED_HEADER } from '@hs/contracts';
import { getJson, sendEmpty } from './http';
import { onParkedWrite } from './parked-writes';

const answer = (headers: Record<string, string>, body: unknown = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

afterEach(() => vi.unstubAllGlobals());

describe('a read whose answer says my write is parked', () => {
  it('tells the app once per write, however many reads see it, and not for ordinary answers', async () => {
    const told = vi.fn();
    const stop = onParkedWrite(told);
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    // A command's reply gives the token the reads then send.
    fetch.mockResolvedValueOnce(answer({ [CONSISTENCY_HEADER]: '900:41' }, { ok: true }));
    await sendEmpty('POST', '/api/something', z.object({ ok: z.boolean() }));

    fetch.mockResolvedValueOnce(answer({}));
    await getJson('/api/incidents', z.object({}));
    expect(told).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => answer({ [PARKED_HEADER]: 'true' }));
    await getJson('/api/incidents', z.object({}));
    await getJson('/api/admin/dashboard', z.object({}));
    expect(told).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.at(-1)?.[1]?.headers).toMatchObject({ [CONSISTENCY_HEADER]: '900:41' });
    stop();
  });
});
