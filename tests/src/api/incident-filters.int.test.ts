/**
 * The incident list's date range and where-filters (GET /api/incidents from, to, type, location,
 * establishment, company, department): each alone, together, across pages, refused when bad, held
 * to what a supervisor sees whole, and equal to the Insights page's figure for the same records.
 * The test's incidents are in an establishment of its own so the demo's stay out of the counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentSummary, IncidentType, InsightsAnswer } from '@hs/contracts';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { site } from '../support/establishment-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const cookies = { admin: '', employee: '', supervisor: '' };
let token = '';
let plantId = '';
const ids: Record<'nov30' | 'dec1Admin' | 'dec15' | 'elsewhere', string> = {
  nov30: '',
  dec1Admin: '',
  dec15: '',
  elsewhere: '',
};

const get = (url: string, cookie = cookies.admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'x-consistency-token': token } });

/** Every matching incident, page by page, and the count the first page's header gave. */
const list = async (query: string, cookie = cookies.admin) => {
  const rows: IncidentSummary[] = [];
  let cursor = '';
  let total = -1;
  do {
    const response = await get(`/api/incidents?limit=1&${query}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    if (total < 0) total = Number(response.headers[TOTAL_COUNT_HEADER]);
    rows.push(...(response.json() as IncidentSummary[]));
    cursor = String(response.headers[NEXT_CURSOR_HEADER] ?? '');
  } while (cursor);
  return { ids: rows.map((r) => r.id).sort(), rows, total };
};
const idsOf = (...keys: (keyof typeof ids)[]) => keys.map((k) => ids[k]).sort();

const report = async (
  at: string,
  by: 'admin' | 'employee',
  fields: { type: IncidentType; date: string; location: string; establishment?: boolean },
) => {
  t.setNow(at);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    headers: { cookie: cookies[by] },
    payload: validReport({
      type: fields.type,
      severity: 'Medium',
      date: fields.date,
      location: fields.location,
      requiresInvestigation: false,
      ...(fields.establishment === false ? {} : { establishmentId: plantId }),
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  token = response.json().consistencyToken;
  return response.json().id as string;
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of Object.keys(cookies) as (keyof typeof cookies)[]) cookies[user] = await t.signIn(user);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/establishments',
    headers: { cookie: cookies.admin },
    payload: site('Filter Plant'),
  });
  plantId = made.json().id;
  // 23:30 on Nov 30 in Chicago is already Dec 1 in UTC: the day it happened is what counts.
  ids.nov30 = await report('2026-12-01T05:30:00Z', 'employee', {
    type: 'injury',
    date: '2026-11-30',
    location: 'Bay A',
  });
  ids.dec1Admin = await report('2026-12-01T15:00:00Z', 'admin', {
    type: 'near-miss',
    date: '2026-12-01',
    location: 'Bay B',
  });
  ids.dec15 = await report('2026-12-15T15:00:00Z', 'employee', {
    type: 'near-miss',
    date: '2026-12-15',
    location: '  bay a ',
  });
  ids.elsewhere = await report('2026-12-15T16:00:00Z', 'employee', {
    type: 'injury',
    date: '2026-12-15',
    location: 'Bay A',
    establishment: false,
  });
  t.setNow('2026-12-20T12:00:00Z');
});
afterAll(async () => t.close());

const plant = () => `establishment=${plantId}`;

describe('each filter narrows the list, and the count header says how many', () => {
  it('from and to are days it happened on, both included, on the site calendar', async () => {
    expect((await list(`${plant()}&from=2026-12-01&to=2026-12-01`)).ids).toEqual(idsOf('dec1Admin'));
    const both = await list(`${plant()}&from=2026-11-30&to=2026-12-01`);
    expect(both.ids).toEqual(idsOf('nov30', 'dec1Admin'));
    expect(both.total).toBe(2);
    expect((await list(`${plant()}&from=2026-12-02`)).ids).toEqual(idsOf('dec15'));
    expect((await list(`${plant()}&to=2026-11-30`)).ids).toEqual(idsOf('nov30'));
  });

  it('type, location without case or spaces, establishment, company and department', async () => {
    expect((await list(`${plant()}&type=injury`)).ids).toEqual(idsOf('nov30'));
    expect((await list(`${plant()}&type=injury,near-miss`)).total).toBe(3);
    expect((await list(`${plant()}&location=${encodeURIComponent(' BAY a')}`)).ids).toEqual(
      idsOf('nov30', 'dec15'),
    );
    expect((await list(`location=Bay%20A&from=2026-11-30&to=2026-12-15&type=injury`)).ids).toEqual(
      expect.arrayContaining(idsOf('nov30', 'elsewhere')),
    );
    expect((await list(`${plant()}&company=IPSI`)).total).toBe(3);
    expect((await list(`${plant()}&company=TODCO`)).total).toBe(0);
    expect((await list(`${plant()}&department=%20MANAGEMENT`)).ids).toEqual(idsOf('dec1Admin'));
    expect((await list(`${plant()}&department=production`)).ids).toEqual(idsOf('nov30', 'dec15'));
  });

  it('filters combine, and every page of a filtered list keeps the filter', async () => {
    const combined = await list(
      `${plant()}&type=near-miss&from=2026-12-01&to=2026-12-31&department=production&location=bay%20a`,
    );
    expect(combined.ids).toEqual(idsOf('dec15'));
    expect(combined.total).toBe(1);
    const paged = await list(`${plant()}&from=2026-11-01&to=2026-12-31&status=submitted`);
    expect(paged.rows).toHaveLength(3);
    expect(paged.total).toBe(3);
  });
});

describe('bad filters are refused with problem+json 400 naming the field', () => {
  it.each([
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-12-02&to=2026-12-01', 'to'],
    ['type=fire', 'type.0'],
    ['establishment=plant-1', 'establishment'],
    ['company=ACME', 'company'],
    ['department=%20', 'department'],
  ])('%s names %s', async (query, field) => {
    const { statusCode, headers, body } = await get(`/api/incidents?${query}`);
    const problem = JSON.parse(body) as { errors: { field: string; reason: string }[] };
    expect([statusCode, headers['content-type']]).toEqual([400, expect.stringContaining('problem+json')]);
    expect(problem.errors.map((e) => e.field)).toContain(field);
    expect(problem.errors.every((e) => e.reason.length > 0)).toBe(true);
  });
});

describe('a supervisor', () => {
  it('finds by department only the incidents they see whole', async () => {
    const own = await list(`${plant()}&department=production`, cookies.supervisor);
    expect(own.ids).toEqual(idsOf('nov30', 'dec15'));
    expect(own.rows.every((r) => !r.summaryOnly)).toBe(true);
    const other = await list(`${plant()}&department=management`, cookies.supervisor);
    expect(other.rows.every((r) => !r.summaryOnly)).toBe(true);
    expect(other.ids).not.toContain(ids.dec1Admin);
  });

  it('still finds by day, type and location the summaries of other departments', async () => {
    const day = await list(
      'from=2026-12-01&to=2026-12-01&type=near-miss&location=bay%20b',
      cookies.supervisor,
    );
    expect(day.rows).toEqual([expect.objectContaining({ id: ids.dec1Admin, summaryOnly: true })]);
    // Establishment is not in a summary: it finds the rows seen whole only.
    const atPlant = await list(`${plant()}&from=2026-12-01&to=2026-12-01`, cookies.supervisor);
    expect(atPlant.ids).toEqual([]);
  });
});

describe("the Insights page's figure for a chart point equals the filtered list's count", () => {
  const figures = async (query: string): Promise<InsightsAnswer> => {
    const response = await get(`/api/insights?period=custom&from=2026-11-01&to=2026-12-31&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('a month, its near misses, a location and a department', async () => {
    const answer = await figures(plant());
    const december = answer.months.find((m) => m.month === '2026-12')!;
    expect((await list(`${plant()}&from=2026-12-01&to=2026-12-31`)).total).toBe(december.total);
    expect((await list(`${plant()}&from=2026-12-01&to=2026-12-31&type=near-miss`)).total).toBe(
      december.byType['near-miss'],
    );
    for (const place of answer.where.locations)
      expect((await list(`${plant()}&from=2026-11-01&to=2026-12-31&location=${place.key}`)).total).toBe(
        place.count,
      );
    for (const department of answer.where.departments)
      expect(
        (await list(`${plant()}&from=2026-11-01&to=2026-12-31&department=${department.key}`)).total,
      ).toBe(department.count);
    expect(december.total).toBe(2);
  });
});
