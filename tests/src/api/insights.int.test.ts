/**
 * The Insights page's figures (GET /api/insights) equal what the test counts from the incidents it
 * made itself, in one establishment of its own so the demo's incidents stay out of them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentType, InsightsAnswer, Severity } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { site } from '../support/establishment-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Chicago is UTC-6 in winter: 05:30 UTC on Dec 1 is 23:30 on Nov 30 there, 06:30 UTC is 00:30 Dec 1.
const LAST_EVENING_OF_NOVEMBER = '2026-12-01T05:30:00Z';
const FIRST_NIGHT_OF_DECEMBER = '2026-12-01T06:30:00Z';
const LATER = '2026-12-10T18:00:00Z';
const DAY = 86_400_000;

let t: TestApp;
const cookies: Record<'admin' | 'employee' | 'supervisor' | 'officer', string> = {
  admin: '',
  employee: '',
  supervisor: '',
  officer: '',
};
let token = '';
let plantId = '';

/** What the test made, as it should count: the incident as it stands after every change. */
type Made = {
  id: string;
  type: IncidentType;
  severity: Severity;
  date: string;
  /** The time it happened as reported (HH:MM), or null. */
  time: string | null;
  department: string;
  establishment: string | null;
  counted: boolean;
  reportedAt: string;
  underReviewAt?: string;
  resolvedAt?: string;
  closedAt?: string;
};
const made: Made[] = [];

const send = async (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: object,
  cookie = cookies.admin,
) => {
  const response = await t.app.inject({ method, url, headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  token = response.json().consistencyToken ?? token;
  return response.json();
};
const insights = (query: string, cookie = cookies.admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/insights?${query}`,
    headers: { cookie, 'x-consistency-token': token },
  });
const figures = async (query: string, cookie = cookies.admin): Promise<InsightsAnswer> => {
  const response = await insights(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const report = async (
  at: string,
  by: 'admin' | 'employee',
  fields: {
    type: IncidentType;
    severity: Severity;
    date: string;
    time?: string | null;
    establishment?: boolean;
  },
) => {
  t.setNow(at);
  const time = fields.time === undefined ? '09:15' : fields.time;
  const body = validReport({
    type: fields.type,
    severity: fields.severity,
    date: fields.date,
    time,
    location: `Insights bay ${made.length + 1}`,
    requiresInvestigation: false,
    ...(fields.establishment === false ? {} : { establishmentId: plantId }),
  });
  const { id } = await send('POST', '/api/incidents', body, cookies[by]);
  const incident: Made = {
    id,
    type: fields.type,
    severity: fields.severity,
    date: fields.date,
    time,
    department: by === 'admin' ? 'management' : 'production',
    establishment: fields.establishment === false ? null : plantId,
    counted: true,
    reportedAt: at,
  };
  made.push(incident);
  return incident;
};
const setStatus = async (incident: Made, status: string, at: string) => {
  t.setNow(at);
  await send('PATCH', `/api/incidents/${incident.id}/status`, { status, note: `Set ${status}` });
};
const daysAfter = (start: string, days: number) => new Date(Date.parse(start) + days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of Object.keys(cookies) as (keyof typeof cookies)[]) cookies[user] = await t.signIn(user);
  plantId = (await send('POST', '/api/establishments', site('Insights Plant'))).id;

  // A November near miss reported at 23:30 on Nov 30 site time, taken up, resolved and closed.
  const november = await report(LAST_EVENING_OF_NOVEMBER, 'employee', {
    type: 'near-miss',
    severity: 'Low',
    date: '2026-11-30',
    time: '23:30',
  });
  for (const [status, days] of [
    ['under-review', 1],
    ['resolved', 3],
    ['closed', 5],
  ] as const) {
    await setStatus(november, status, daysAfter(november.reportedAt, days));
    november[
      status === 'under-review' ? 'underReviewAt' : status === 'resolved' ? 'resolvedAt' : 'closedAt'
    ] = daysAfter(november.reportedAt, days);
  }

  // A December injury in Management, taken up after two and a half days.
  const injury = await report(FIRST_NIGHT_OF_DECEMBER, 'admin', {
    type: 'injury',
    severity: 'High',
    date: '2026-12-01',
  });
  await setStatus(injury, 'under-review', daysAfter(injury.reportedAt, 2.5));
  injury.underReviewAt = daysAfter(injury.reportedAt, 2.5);

  // An October near miss resolved and then reopened: it has no resolution to time any more.
  const october = await report('2026-10-16T15:00:00Z', 'employee', {
    type: 'near-miss',
    severity: 'Medium',
    date: '2026-10-15',
  });
  await setStatus(october, 'under-review', daysAfter(october.reportedAt, 1));
  october.underReviewAt = daysAfter(october.reportedAt, 1);
  await setStatus(october, 'resolved', daysAfter(october.reportedAt, 4));
  await setStatus(october, 'under-review', daysAfter(october.reportedAt, 5));

  // A December near miss voided by the safety team: it counts nowhere.
  const voided = await report('2026-12-01T12:00:00Z', 'employee', {
    type: 'near-miss',
    severity: 'Medium',
    date: '2026-12-01',
  });
  t.setNow('2026-12-01T13:00:00Z');
  await send('POST', `/api/incidents/${voided.id}/void`, { reason: 'Reported by mistake' });
  voided.counted = false;

  // A December equipment failure reported without an establishment and filed under the plant later.
  const failure = await report('2026-12-01T14:00:00Z', 'employee', {
    type: 'equipment-failure',
    severity: 'Critical',
    date: '2026-12-01',
    time: null,
    establishment: false,
  });
  t.setNow('2026-12-02T14:00:00Z');
  await send('PUT', `/api/incidents/${failure.id}/establishment`, { establishmentId: plantId });
  failure.establishment = plantId;

  // An injury of last year, inside no period below but for the year filter.
  await report('2026-12-02T15:00:00Z', 'employee', {
    type: 'injury',
    severity: 'Critical',
    date: '2025-06-10',
  });
});
afterAll(async () => t.close());
afterEach(() => t.setNow(null));

/** The incidents of the test that count on days from..to, by the filters given. */
const countedIn = (from: string, to: string, keep: (m: Made) => boolean = () => true) =>
  made.filter((m) => m.counted && m.establishment === plantId && m.date >= from && m.date <= to && keep(m));

/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (rank - low) * ((sorted[Math.ceil(rank)] ?? sorted[low]!) - sorted[low]!);
};
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

describe('figures per month, where and how fast equal the incidents made', () => {
  const range = 'period=custom&from=2026-10-01&to=2026-12-31';

  it('counts each month by type and severity, leaving out the voided report and using the later establishment', async () => {
    t.setNow(LATER);
    const answer = await figures(`${range}&establishment=${plantId}`);
    expect(answer.months.map((m) => m.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    for (const month of answer.months) {
      const inMonth = countedIn(`${month.month}-01`, `${month.month}-31`);
      expect(month.total, month.month).toBe(inMonth.length);
      for (const [type, n] of Object.entries(month.byType))
        expect(n, `${month.month} ${type}`).toBe(inMonth.filter((m) => m.type === type).length);
      for (const [severity, n] of Object.entries(month.bySeverity))
        expect(n, `${month.month} ${severity}`).toBe(inMonth.filter((m) => m.severity === severity).length);
      const injuries = inMonth.filter((m) => m.type === 'injury').length;
      const nearMisses = inMonth.filter((m) => m.type === 'near-miss').length;
      expect(month.nearMissRatio).toBe(injuries === 0 ? null : round(nearMisses / injuries, 2));
    }
    expect(answer.total).toBe(countedIn('2026-10-01', '2026-12-31').length);
    expect(answer.months.find((m) => m.month === '2026-12')!.byType['equipment-failure']).toBe(1);
  });

  it('the moving average is the mean of the twelve whole months ending with each month', async () => {
    t.setNow(LATER);
    const answer = await figures(`period=custom&from=2026-12-01&to=2026-12-31&establishment=${plantId}`);
    expect(answer.months).toHaveLength(1);
    expect(answer.months[0]!.movingAverage).toBe(round(countedIn('2026-01-01', '2026-12-31').length / 12, 2));
  });

  it('where: by location, establishment and department, most first', async () => {
    t.setNow(LATER);
    const { where } = await figures(`${range}&establishment=${plantId}`);
    const inPeriod = countedIn('2026-10-01', '2026-12-31');
    expect(where.establishments).toEqual([{ key: plantId, label: 'Insights Plant', count: inPeriod.length }]);
    const byDepartment = Object.entries(Object.groupBy(inPeriod, (m) => m.department))
      .map(([key, rows]) => ({ key, count: rows!.length }))
      .sort((a, b) => b.count - a.count);
    expect(where.departments.map(({ key, count }) => ({ key, count }))).toEqual(byDepartment);
    expect(where.locations.reduce((n, l) => n + l.count, 0)).toBe(inPeriod.length);
  });

  it('how fast: median and 90th percentile days from report to each stage reached', async () => {
    t.setNow(LATER);
    const { speed } = await figures(`${range}&establishment=${plantId}`);
    const inPeriod = countedIn('2026-10-01', '2026-12-31');
    const stages = { 'under-review': 'underReviewAt', resolved: 'resolvedAt', closed: 'closedAt' } as const;
    for (const row of speed) {
      const days = inPeriod
        .map((m) => m[stages[row.stage]])
        .flatMap((at, i) => (at ? [(Date.parse(at) - Date.parse(inPeriod[i]!.reportedAt)) / DAY] : []));
      expect(row.reached, row.stage).toBe(days.length);
      expect(row.medianDays, row.stage).toBe(days.length ? round(percentile(days, 0.5), 1) : null);
      expect(row.p90Days, row.stage).toBe(days.length ? round(percentile(days, 0.9), 1) : null);
    }
    expect(speed.find((s) => s.stage === 'resolved')!.reached).toBe(1);
  });

  it('when: each weekday by the hour it happened on the site clock, reports without a time apart', async () => {
    t.setNow(LATER);
    const { when } = await figures(`${range}&establishment=${plantId}`);
    const inPeriod = countedIn('2026-10-01', '2026-12-31');
    const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    expect(when.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of when) {
      const ofDay = inPeriod.filter((m) => isoWeekday(m.date) === day.weekday);
      const hours = Array.from(
        { length: 24 },
        (_, hour) => ofDay.filter((m) => m.time !== null && Number(m.time.slice(0, 2)) === hour).length,
      );
      expect(day.hours, `weekday ${day.weekday}`).toEqual(hours);
      expect(day.untimed, `weekday ${day.weekday}`).toBe(ofDay.filter((m) => m.time === null).length);
    }
    // Nov 30 2026 is a Monday: the late near miss sits at 23:00 there; Dec 1's failure gave no time.
    expect(when[0]!.hours[23]).toBe(1);
    expect(when[1]!.untimed).toBe(1);
  });

  it('filters by type and company, and a calendar year reaches back to last year', async () => {
    t.setNow(LATER);
    const injuries = await figures(`${range}&establishment=${plantId}&type=injury`);
    expect(injuries.total).toBe(countedIn('2026-10-01', '2026-12-31', (m) => m.type === 'injury').length);
    const otherCompany = await figures(`${range}&establishment=${plantId}&company=TODCO`);
    expect(otherCompany.total).toBe(0);
    const lastYear = await figures(`period=year&year=2025&establishment=${plantId}`);
    expect(lastYear.months).toHaveLength(12);
    expect(lastYear.total).toBe(countedIn('2025-01-01', '2025-12-31').length);
  });
});

describe('periods end on the site day of TIME_ZONE=America/Chicago', () => {
  it('at 23:30 on Nov 30 the last 12 months end in November and leave out December 1', async () => {
    t.setNow(LAST_EVENING_OF_NOVEMBER);
    const answer = await figures(`period=12m&establishment=${plantId}`);
    expect(answer).toMatchObject({ from: '2025-12-01', to: '2026-11-30' });
    expect(answer.months.at(-1)!.month).toBe('2026-11');
    expect(answer.total).toBe(countedIn('2025-12-01', '2026-11-30').length);
  });

  it('at 00:30 on Dec 1 December starts and its incidents count', async () => {
    t.setNow(FIRST_NIGHT_OF_DECEMBER);
    const answer = await figures(`period=12m&establishment=${plantId}`);
    expect(answer).toMatchObject({ from: '2026-01-01', to: '2026-12-01' });
    expect(answer.months.at(-1)!.month).toBe('2026-12');
    expect(answer.months.at(-1)!.total).toBe(countedIn('2026-12-01', '2026-12-01').length);
    const lastThirty = await figures(`period=30d&establishment=${plantId}`);
    expect(lastThirty).toMatchObject({ from: '2026-11-02', to: '2026-12-01' });
  });
});

describe('who sees what', () => {
  it("a supervisor's figures are their department's only", async () => {
    t.setNow(LATER);
    const answer = await figures(`${range()}&establishment=${plantId}`, cookies.supervisor);
    expect(answer.scopedToDepartment).toBe('Production');
    expect(answer.total).toBe(
      countedIn('2026-10-01', '2026-12-31', (m) => m.department === 'production').length,
    );
    expect(answer.where.departments.map((d) => d.key)).toEqual(['production']);
    expect(answer.options.departments).toEqual(['Production']);
  });

  it('a supervisor asking for another department is refused (403) naming the field', async () => {
    const refused = await insights('department=Management', cookies.supervisor);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'department' })]);
    expect((await insights('department=production', cookies.supervisor)).statusCode).toBe(200);
  });

  it('employees may not read the figures (403); the safety officer may', async () => {
    expect((await insights('period=30d', cookies.employee)).statusCode).toBe(403);
    expect((await insights('period=30d', cookies.officer)).statusCode).toBe(200);
  });
});

describe('bad filters are refused with problem+json 400 naming the field', () => {
  it.each([
    ['period=last-week', 'period'],
    ['period=year', 'year'],
    ['period=custom&to=2026-12-01', 'from'],
    ['period=custom&from=2026-12-01&to=2026-11-01', 'to'],
    ['period=custom&from=2020-01-01&to=2026-12-01', 'to'],
    ['period=custom&from=2026-02-30&to=2026-03-01', 'from'],
    ['type=fire', 'type.0'],
    ['severity=Extreme', 'severity.0'],
    ['company=ACME', 'company'],
    ['establishment=plant-1', 'establishment'],
    ['color=red', 'color'],
  ])('%s names %s', async (query, field) => {
    const response = await insights(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});

function range() {
  return 'period=custom&from=2026-10-01&to=2026-12-31';
}
