import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIncidentCursor } from '@hs/contracts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validReport } from '../support/incident-fixtures.ts';

let t: TestApp;
let cookie: string;
let token = '';
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.signIn('employee');
});
afterAll(async () => t.close());

const report = async (location: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: validReport({ location, date: '2026-01-15' }),
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  token = response.json().consistencyToken;
  return response.json().id as string;
};

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'x-consistency-token': token } });

/** Follows X-Next-Cursor from the first page to the last, between pages calling `between`. */
const walk = async (query: string, between: (page: number) => Promise<void> = async () => {}) => {
  const pages: { ids: string[]; total: string; kind: string }[] = [];
  let cursor: string | undefined;
  do {
    const response = await get(`/api/incidents?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    pages.push({
      ids: (response.json() as { id: string }[]).map((r) => r.id),
      total: String(response.headers['x-total-count']),
      kind: String(response.headers['x-total-count-kind']),
    });
    cursor = response.headers['x-next-cursor'] as string | undefined;
    await between(pages.length);
  } while (cursor && pages.length < 50);
  return pages;
};

describe('GET /api/incidents pages', () => {
  it('reaches every match once, newest first, with ties on the same instant kept in one order', async () => {
    const ids: string[] = [];
    t.setNow('2026-03-02T10:00:00.000Z');
    for (let i = 0; i < 5; i += 1) ids.push(await report(`Tie Dock ${i}`));
    t.setNow('2026-03-02T11:00:00.000Z');
    const newest = await report('Tie Dock later');
    t.setNow(null);

    const pages = await walk('limit=2&search=tie dock');
    const seen = pages.flatMap((p) => p.ids);
    expect(pages.map((p) => p.ids.length)).toEqual([2, 2, 2]);
    // Same instant: the larger id comes first, so the order never depends on the plan.
    expect(seen).toEqual([newest, ...[...ids].sort().reverse()]);
    expect(pages.every((p) => p.total === '6' && p.kind === 'exact')).toBe(true);
  });

  it('neither repeats nor skips a report while new ones arrive between pages', async () => {
    const before: string[] = [];
    for (let i = 0; i < 7; i += 1) before.push(await report(`Busy Yard ${i}`));
    const arrived: string[] = [];
    const pages = await walk('limit=3&search=busy yard', async () => {
      arrived.push(await report('Busy Yard arriving'));
    });
    const seen = pages.flatMap((p) => p.ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id))).toEqual([...before].reverse());
    expect(seen.some((id) => arrived.includes(id))).toBe(false);
  });

  it('counts the matches of a filter exactly and gives no next page after the last row', async () => {
    for (let i = 0; i < 3; i += 1) await report(`Count Shed ${i}`);
    const response = await get('/api/incidents?limit=3&search=count shed&status=submitted');
    expect(response.json()).toHaveLength(3);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers['x-total-count-kind']).toBe('exact');
    expect(response.headers['x-next-cursor']).toBeUndefined();
    const none = await get('/api/incidents?search=count shed&status=closed');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('finds a report by its whole number, typed in any case and with spaces, and by part of it', async () => {
    await report('Number Yard');
    const created = (await get('/api/incidents?limit=1&search=number yard')).json()[0] as {
      id: string;
      reportNumber: string;
    };
    const whole = await get(
      `/api/incidents?search=${encodeURIComponent(` ${created.reportNumber.toLowerCase()} `)}`,
    );
    expect(whole.statusCode).toBe(200);
    expect((whole.json() as { id: string }[]).map((r) => r.id)).toEqual([created.id]);
    expect(whole.headers['x-total-count']).toBe('1');
    const part = await get(`/api/incidents?search=${created.reportNumber.slice(3)}`);
    expect((part.json() as { id: string }[]).map((r) => r.id)).toContain(created.id);
    const none = await get(
      `/api/incidents?search=${created.reportNumber.replace(/\d$/, (d) => String((Number(d) + 5) % 10))}9`,
    );
    expect(none.json()).toEqual([]);
  });

  it('refuses a cursor it did not give out with 400 naming the cursor, as problem+json', async () => {
    const forged = encodeIncidentCursor({ createdAt: 'yesterday', id: 'x' });
    const tooLong = 'A'.repeat(201);
    for (const cursor of [
      'not a cursor',
      'bm90LWEtY3Vyc29y',
      forged,
      tooLong,
      btoa('2026-01-01T00:00:00Z|1'),
      // Well formed, but no such instant: 30 February, and year 0.
      encodeIncidentCursor({ createdAt: '2026-02-30T00:00:00.000000Z', id: crypto.randomUUID() }),
      encodeIncidentCursor({ createdAt: '0000-01-01T00:00:00.000000Z', id: crypto.randomUUID() }),
    ]) {
      const response = await get(`/api/incidents?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('cursor');
    }
  });

  it('labels the count an estimate once more match than it counts one by one', async () => {
    // Read-model rows straight in: only the count's behaviour at size is under test here.
    await t.pool.query(
      `INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name,
                              created_at, version, search_text)
       SELECT gen_random_uuid(), 'IR-2020-' || lpad(n::text, 6, '0'), 'other', 'Low', 'Bulk Bay', '2020-01-01',
              'closed', 'Bulk Person', '2020-01-01'::timestamptz + n * interval '1 second', 1, 'bulk bay ' || n
         FROM generate_series(1, 12000) n`,
    );
    await t.pool.query('ANALYZE incidents');
    const response = await get('/api/incidents?limit=20&status=closed');
    expect(response.headers['x-total-count-kind']).toBe('estimate');
    const estimate = Number(response.headers['x-total-count']);
    expect(estimate).toBeGreaterThan(10_000);
    expect(Math.abs(estimate - 12_000)).toBeLessThan(1_200);
  });
});
