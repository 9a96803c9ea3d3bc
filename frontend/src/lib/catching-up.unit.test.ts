import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONSISTENCY_HEADER, STALE_HEADER } from '@hs/contracts';
import { onCatchingUp, nameSavedWrite } from './catching-up';
import { getJson, HttpError, sendEmpty } from './http';

const answer = (status: number, headers: Record<string, string>, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const notYet = () =>
  answer(
    503,
    { [STALE_HEADER]: 'true', 'retry-after': '0', 'content-type': 'application/problem+json' },
    {
      type: '/problems/saved-not-shown-yet',
      title: 'Saved, not shown yet',
      status: 503,
      detail: 'What you saved is recorded and will appear here shortly.',
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('a read after my report, while the list has not caught up', () => {
  it('says my report is saved and the list is catching up, once, and shows the list when it arrives', async () => {
    const told = vi.fn();
    const stop = onCatchingUp(told);
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    fetch.mockResolvedValueOnce(answer(201, { [CONSISTENCY_HEADER]: '901:7' }, { ok: true }));
    await sendEmpty('POST', '/api/incidents', z.object({ ok: z.boolean() }));
    nameSavedWrite('901:7', 'report IR-2026-000042');

    fetch
      .mockResolvedValueOnce(notYet())
      .mockResolvedValueOnce(notYet())
      .mockResolvedValueOnce(answer(200, {}, { items: ['mine'] }));
    expect(await getJson('/api/incidents', z.object({ items: z.array(z.string()) }))).toEqual({
      items: ['mine'],
    });
    expect(told.mock.calls).toEqual([['Your report IR-2026-000042 is saved; the list is catching up.']]);
    expect(fetch).toHaveBeenCalledTimes(4);
    stop();
  });

  it('gives the page the plain "saved, not shown yet" problem when the list stays behind, never a 404', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    fetch.mockResolvedValueOnce(answer(200, { [CONSISTENCY_HEADER]: '902:1' }, { ok: true }));
    await sendEmpty('POST', '/api/something', z.object({ ok: z.boolean() }));
    fetch.mockImplementation(async () => notYet());
    const failure = await getJson('/api/incidents', z.object({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect((failure as HttpError).problem?.detail).toContain('recorded and will appear');
    expect(fetch).toHaveBeenCalledTimes(1 + 1 + 10);
  });
});
