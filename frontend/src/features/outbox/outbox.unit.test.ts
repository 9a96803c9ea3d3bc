import { describe, expect, it, vi } from 'vitest';
import type { ReportIncidentBody } from '@hs/contracts';
import { createOutbox, retryDelayMs, type OutboxDeps } from './outbox';
import type { OutboxStore } from './outbox-store';
import type { QueuedReport } from './queued-report';

const USER = '00000000-0000-4000-8000-000000000001';
const body = { type: 'near-miss', location: 'Dock 4', description: 'Pallet slid' } as ReportIncidentBody;

const memoryStore = (): OutboxStore & { rows: Map<string, QueuedReport> } => {
  const rows = new Map<string, QueuedReport>();
  return {
    rows,
    list: async (userId) => [...rows.values()].filter((r) => r.userId === userId),
    get: async (key) => rows.get(key),
    put: async (report) => void rows.set(report.key, structuredClone(report)),
    remove: async (key) => void rows.delete(key),
  };
};

const attachmentView = (id: string) => ({
  id,
  url: `/api/attachments/${id}`,
  thumbnailUrl: `/api/attachments/${id}/thumbnail`,
  contentType: 'image/jpeg',
  size: 10,
  sha256: 'a'.repeat(64),
  name: 'photo.jpg',
});

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server as the outbox sees it: one incident per idempotency key, one attachment per upload
 * key. `network` decides per request whether it reaches the server and whether the answer returns.
 */
const fakeServer = () => {
  const incidents = new Map<string, { id: string; reportNumber: string; attachmentIds: string[] }>();
  const attachments = new Map<string, string>();
  const requests: { path: string; key: string | null }[] = [];
  let network: 'up' | 'down' | 'answer-lost' = 'up';
  let refuse: Response | null = null;
  let refusedPath: string | null = null;
  const fetch = vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    if (network === 'down') throw new TypeError('Failed to fetch');
    const key = new Headers(init?.headers).get('idempotency-key');
    requests.push({ path: String(path), key });
    if (refuse && (refusedPath === null || refusedPath === path)) return refuse.clone();
    let reply: Response;
    if (path === '/api/attachments') {
      if (!attachments.has(key!))
        attachments.set(key!, `00000000-0000-4000-8000-${String(attachments.size + 100).padStart(12, '0')}`);
      reply = json(201, attachmentView(attachments.get(key!)!));
    } else {
      const sent = JSON.parse(String(init?.body)) as { attachmentIds?: string[] };
      if (!incidents.has(key!)) {
        const n = incidents.size + 1;
        incidents.set(key!, {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          reportNumber: `IR-2026-${String(n).padStart(6, '0')}`,
          attachmentIds: sent.attachmentIds ?? [],
        });
      }
      const { id, reportNumber } = incidents.get(key!)!;
      reply = json(201, { id, reportNumber, consistencyToken: '1:1' });
    }
    if (network === 'answer-lost') throw new TypeError('network connection was lost');
    return reply;
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    incidents,
    attachments,
    requests,
    setNetwork: (state: typeof network) => (network = state),
    refuseWith: (response: Response | null, onlyPath: string | null = null) => {
      refuse = response;
      refusedPath = onlyPath;
    },
  };
};

const setup = (options: { otherTabSending?: boolean } = {}) => {
  const store = memoryStore();
  const server = fakeServer();
  const deps: OutboxDeps = {
    store,
    fetch: server.fetch,
    now: () => new Date('2026-03-02T08:00:00Z'),
    exclusive: async (task) => {
      if (options.otherTabSending) return false;
      await task();
      return true;
    },
    changed: vi.fn(),
    signedOut: vi.fn(),
    retryIn: vi.fn(),
  };
  return { outbox: createOutbox(deps), store, server, deps };
};

const photo = (localId: string) => ({
  localId,
  blob: new Blob([`bytes of ${localId}`], { type: 'image/jpeg' }),
  name: `${localId}.jpg`,
  type: 'image/jpeg',
  uploadKey: `upload-${localId}`,
});

const submission = (key: string, photos = [photo('a'), photo('b')]) => ({
  key,
  userId: USER,
  body,
  formValues: { location: 'Dock 4' },
  photos,
});

describe('a report submitted without a network', () => {
  it('waits on the device with its photos, and a retry is planned', async () => {
    const { outbox, server, deps } = setup();
    server.setNetwork('down');
    await outbox.submit(submission('report-1'));
    const kept = await outbox.get('report-1');
    expect(kept?.state).toBe('waiting');
    expect(kept?.photos.map((p) => p.blob?.size)).toEqual(['bytes of a'.length, 'bytes of b'.length]);
    expect(deps.retryIn).toHaveBeenCalledWith(retryDelayMs(1));
    expect(server.incidents.size).toBe(0);
  });

  it('is sent once the network is back: one incident with both photos, and its number', async () => {
    const { outbox, server } = setup();
    server.setNetwork('down');
    await outbox.submit(submission('report-1'));
    server.setNetwork('up');
    await outbox.flush(USER);
    const sent = await outbox.get('report-1');
    expect(sent?.state).toBe('sent');
    expect(sent?.result?.reportNumber).toBe('IR-2026-000001');
    expect(server.incidents.size).toBe(1);
    expect(server.incidents.get('report-1')?.attachmentIds).toEqual([...server.attachments.values()]);
    expect(server.attachments.size).toBe(2);
    // The server has the files: the device keeps their names only.
    expect(sent?.photos.every((p) => p.blob === null && p.attachmentId)).toBe(true);
  });
});

describe('a retry', () => {
  it('after a lost answer makes no second incident and no second photo', async () => {
    const { outbox, server } = setup();
    server.setNetwork('answer-lost');
    await outbox.submit(submission('report-1'));
    expect((await outbox.get('report-1'))?.state).toBe('waiting');
    server.setNetwork('up');
    await outbox.flush(USER);
    expect((await outbox.get('report-1'))?.state).toBe('sent');
    expect(server.incidents.size).toBe(1);
    expect(server.attachments.size).toBe(2);
    // Every request of the second attempt carried a key the first one had used.
    const keys = server.requests.map((r) => r.key);
    expect(new Set(keys)).toEqual(new Set(['upload-a', 'upload-b', 'report-1']));
  });

  it('does not upload again a photo the server already took', async () => {
    const { outbox, server } = setup();
    server.refuseWith(
      json(502, { type: 'about:blank', title: 'Bad Gateway', status: 502 }),
      '/api/incidents',
    );
    await outbox.submit(submission('report-1'));
    expect((await outbox.get('report-1'))?.photos.every((p) => p.attachmentId)).toBe(true);
    server.refuseWith(null);
    server.requests.length = 0;
    await outbox.flush(USER);
    expect(server.requests.map((r) => r.key)).toEqual(['report-1']);
    expect((await outbox.get('report-1'))?.state).toBe('sent');
  });

  it('on a server error (503) waits and tries again later', async () => {
    const { outbox, server, deps } = setup();
    server.refuseWith(json(503, { type: 'about:blank', title: 'Service Unavailable', status: 503 }));
    await outbox.submit(submission('report-1'));
    expect((await outbox.get('report-1'))?.state).toBe('waiting');
    expect(deps.retryIn).toHaveBeenCalled();
  });

  it('when the session has ended, waits for the user to sign in again', async () => {
    const { outbox, server, deps } = setup();
    server.refuseWith(json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }));
    await outbox.submit(submission('report-1'));
    expect((await outbox.get('report-1'))?.state).toBe('waiting');
    expect(deps.signedOut).toHaveBeenCalled();
  });

  it('waits while another tab is sending, and looks again shortly', async () => {
    const { outbox, server, deps } = setup({ otherTabSending: true });
    await outbox.submit(submission('report-1'));
    expect(server.requests).toEqual([]);
    expect((await outbox.get('report-1'))?.state).toBe('waiting');
    expect(deps.retryIn).toHaveBeenCalled();
  });
});

describe('a report the server refuses', () => {
  const refusal = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    errors: [{ field: 'location', reason: 'Too long' }],
  };

  it('is kept with the reasons, and not sent again by itself', async () => {
    const { outbox, server } = setup();
    server.refuseWith(json(400, refusal));
    await outbox.submit(submission('report-1', []));
    server.refuseWith(null);
    await outbox.flush(USER);
    const kept = await outbox.get('report-1');
    expect(kept?.state).toBe('refused');
    expect(kept?.problem?.errors).toEqual(refusal.errors);
    expect(kept?.formValues).toEqual({ location: 'Dock 4' });
    expect(server.incidents.size).toBe(0);
  });

  it('names the photo when the photo was refused (415)', async () => {
    const { outbox, server } = setup();
    server.refuseWith(json(415, { type: 'about:blank', title: 'Unsupported Media Type', status: 415 }));
    await outbox.submit(submission('report-1', [photo('a')]));
    expect(await outbox.get('report-1')).toMatchObject({ state: 'refused', refusedPhoto: 'a' });
  });

  it('is replaced by its corrected version, which is sent', async () => {
    const { outbox, server } = setup();
    server.refuseWith(json(400, refusal));
    await outbox.submit(submission('report-1', []));
    server.refuseWith(null);
    await outbox.submit({ ...submission('report-2', []), replaces: 'report-1' });
    expect(await outbox.get('report-1')).toBeUndefined();
    expect((await outbox.get('report-2'))?.state).toBe('sent');
  });

  it('cannot be dismissed: only a sent notice can', async () => {
    const { outbox, server } = setup();
    server.refuseWith(json(422, { ...refusal, status: 422 }));
    await outbox.submit(submission('report-1', []));
    await outbox.dismiss('report-1');
    expect((await outbox.get('report-1'))?.state).toBe('refused');
  });
});

describe('several reports', () => {
  it('are sent in the order they were submitted; a colleague on the device sees none of them', async () => {
    const { outbox, server, store } = setup();
    server.setNetwork('down');
    await outbox.submit(submission('first', []));
    await store.put({ ...(await store.get('first'))!, key: 'second', queuedAt: '2026-03-02T08:01:00Z' });
    server.setNetwork('up');
    await outbox.flush(USER);
    expect(server.requests.map((r) => r.key)).toEqual(['first', 'second']);
    expect(await outbox.list('00000000-0000-4000-8000-000000000002')).toEqual([]);
  });
});
