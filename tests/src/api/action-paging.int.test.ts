import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionList } from '@hs/contracts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/actions a page at a time, as GET /api/incidents: X-Next-Cursor says where the next page
 * starts and X-Total-Count how many match. Seven actions of one owner, due in 1 to 7 days.
 */
let t: TestApp;
let officer = '';
let owner = '';
let token = '';
const raised: string[] = [];

const day = (from: number, days: number) => new Date(from + days * 86_400_000).toISOString().slice(0, 10);
const start = Date.parse('2026-11-02T12:00:00Z');

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/actions?scope=all&ownerId=${owner}&${query}`,
    headers: { cookie: officer, 'x-consistency-token': token },
  });
  return {
    status: response.statusCode,
    body: response.json() as ActionList,
    total: response.headers['x-total-count'],
    kind: response.headers['x-total-count-kind'],
    next: response.headers['x-next-cursor'] as string | undefined,
  };
};

const allPages = async (query: string) => {
  const ids: string[] = [];
  const totals: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    ids.push(...page.body.items.map((a) => a.id));
    totals.push(page.total);
    cursor = page.next;
  } while (cursor);
  return { ids, totals };
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'UTC' });
  officer = await t.signIn('officer');
  const users = (
    await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: await t.signIn('admin') } })
  ).json() as { id: string; username: string }[];
  owner = users.find((u) => u.username === 'lwilson')!.id;
  t.setNow(new Date(start).toISOString());
  // Raised latest-due first, so the list's order (soonest due) is not the order they were raised in.
  for (const days of [7, 6, 5, 4, 3, 2, 1]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/actions',
      headers: { cookie: officer },
      payload: {
        title: `Replace worn dock plate ${days}`,
        description: 'The plate edge catches pallet jack wheels',
        controlLevel: 'engineering',
        ownerId: owner,
        dueDate: day(start, days),
        priority: 'medium',
        source: { kind: 'none' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    raised.unshift(response.json().id);
    const sent = response.headers['x-consistency-token'];
    if (typeof sent === 'string') token = sent;
  }
});
afterAll(async () => t?.close());

describe('the corrective-action list, a page at a time', () => {
  it('pages of 3 reach all 7 once, soonest due first, each page saying 7 match', async () => {
    const { ids, totals } = await allPages('limit=3');
    expect(ids).toEqual(raised);
    expect(totals).toEqual(['7', '7', '7']);
    const first = await list('limit=3');
    expect(first.kind).toBe('exact');
    expect(first.body.items.map((a) => a.dueDate)).toEqual([day(start, 1), day(start, 2), day(start, 3)]);
  });

  it('a list that fits one page has no next page and counts what it shows', async () => {
    const page = await list('limit=10');
    expect(page.body.items).toHaveLength(7);
    expect(page.next).toBeUndefined();
    expect(page.total).toBe('7');
  });

  it('filters overdue before paging: three days on, the two due first are overdue, one per page', async () => {
    t.setNow(new Date(start + 3 * 86_400_000).toISOString());
    const overdue = await allPages('overdue=true&limit=1');
    expect(overdue.ids).toEqual(raised.slice(0, 2));
    expect(overdue.totals).toEqual(['2', '2']);
    const current = await allPages('overdue=false&limit=4');
    expect(current.ids).toEqual(raised.slice(2));
    t.setNow(null);
  });

  it('refuses a cursor it never gave out, naming the field', async () => {
    const page = await list('cursor=not-a-cursor');
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toContain('cursor');
    expect((await list('limit=201')).status).toBe(400);
  });
});
