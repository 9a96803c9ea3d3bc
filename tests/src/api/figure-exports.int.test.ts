import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingRoutes, type ComplianceSummary, type CurrentMetrics, type FigureRatio } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// 18:00 UTC is noon in Chicago: the site's today is 2026-11-20.
const NOW = '2026-11-20T18:00:00.000Z';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  t.setNow(NOW);
  for (const user of ['admin', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
const parseCsv = (text: string): Record<string, string>[] => {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (next === '\n') {
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    }
  }
  const [header, ...rows] = lines;
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
};

const csvOf = async (user: string, url: string) => {
  const answer = await call(user, 'GET', url);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  return {
    rows: parseCsv(answer.text),
    text: answer.text,
    disposition: answer.headers['content-disposition'],
  };
};

const find = (rows: Record<string, string>[], section: string, figure: string) => {
  const found = rows.find((r) => r.Section === section && r.Figure === figure);
  expect(found, `${section} / ${figure}`).toBeDefined();
  return found!;
};

/** The cells of a ratio as the JSON gives it, "No data yet" when nothing was owed. */
const ratioCells = (ratio: FigureRatio | null) =>
  ratio === null
    ? { Completed: '', Total: '', 'Rate (%)': '', Note: 'No data yet' }
    : { Completed: String(ratio.completed), Total: String(ratio.total), 'Rate (%)': ratio.rate.toFixed(1) };

const expectAreas = (rows: Record<string, string>[], figures: CurrentMetrics['compliance']) => {
  const days = { Scope: 'All departments', From: figures.from, To: figures.asOf };
  expect(find(rows, 'Compliance by area', 'Overall')).toMatchObject({
    ...days,
    'Rate (%)': figures.overall === null ? '' : figures.overall.toFixed(1),
  });
  for (const [figure, ratio] of [
    ['Training', figures.training],
    ['Documentation', figures.documentation],
    ['Inspections', figures.inspections],
  ] as const)
    expect(find(rows, 'Compliance by area', figure)).toMatchObject({ ...days, ...ratioCells(ratio) });
};

describe('the Safety Metrics Overview as CSV', () => {
  it.each(['this-month', 'last-3-months', 'year-to-date'] as const)(
    'for %s holds the same figures as the dashboard, each labelled with its scope and days',
    async (period) => {
      const json: CurrentMetrics = await ok('employee', 'GET', `${trainingRoutes.metrics}?period=${period}`);
      const { rows, text, disposition } = await csvOf(
        'employee',
        `${trainingRoutes.metricsCsv}?period=${period}`,
      );
      expect(text.split('\r\n')[0]).toBe('Section,Figure,Scope,From,To,Count,Completed,Total,Rate (%),Note');
      expect(disposition).toBe(`attachment; filename="safety-metrics-${json.from}-to-${json.to}.csv"`);
      const days = { Scope: 'All departments', From: json.from, To: json.to };
      expect(find(rows, 'Incidents', 'Incidents reported')).toMatchObject({
        ...days,
        Count: String(json.incidentsCount),
      });
      expect(find(rows, 'Incidents', 'Near misses reported')).toMatchObject({
        ...days,
        Count: String(json.nearMissesCount),
      });
      expectAreas(rows, json.compliance);
      expect(rows).toHaveLength(6);
    },
  );

  it('without a period gives this month, as the dashboard opens', async () => {
    const { disposition } = await csvOf('employee', trainingRoutes.metricsCsv);
    expect(disposition).toContain('safety-metrics-2026-11-01-to-2026-11-20.csv');
  });
});

describe('the Compliance Management figures as CSV', () => {
  it.each([undefined, '2026-10'])('for month %s hold the same figures as the page', async (month) => {
    const query = month ? `?month=${month}` : '';
    const json: ComplianceSummary = await ok('employee', 'GET', `${trainingRoutes.compliance}${query}`);
    const { rows, disposition } = await csvOf('employee', `${trainingRoutes.complianceCsv}${query}`);
    expect(disposition).toBe(`attachment; filename="compliance-${month ?? '2026-11'}.csv"`);
    expect(json.compliance.asOf).toBe(month ? '2026-10-31' : '2026-11-20');
    expectAreas(rows, json.compliance);
    const onTheDay = { Scope: 'All departments', From: json.compliance.asOf, To: json.compliance.asOf };
    expect(find(rows, 'Employee overview', 'Active employees')).toMatchObject({
      ...onTheDay,
      Count: String(json.activeEmployees),
    });
    expect(find(rows, 'Employee overview', 'With no overdue training').Count).toBe(
      String(json.upToDateEmployees),
    );
    expect(find(rows, 'Employee overview', 'Overdue assignments').Count).toBe(
      String(json.overdueAssignments),
    );
    expect(find(rows, 'Employee overview', 'Open assignments').Count).toBe(String(json.openAssignments));
    expect(find(rows, 'Employee overview', 'Completed assignments').Count).toBe(
      String(json.completedAssignments),
    );
    const departments = rows.filter((r) => r.Section === 'Training compliance by department');
    expect(json.departments.length).toBeGreaterThan(1);
    expect(departments.map((r) => r.Figure)).toEqual(json.departments.map((d) => d.department));
    for (const [i, d] of json.departments.entries())
      expect(departments[i]).toMatchObject({
        Scope: d.department,
        Count: String(d.employees),
        ...ratioCells(d.training),
        Note: d.training ? 'Count is active employees' : 'No training due; count is active employees',
      });
  });

  it('quotes a department name with a comma and quotes, and neutralises one that starts a formula', async () => {
    for (const [username, department] of [
      ['csv.quote', 'Yard, "North"'],
      ['csv.formula', '=HYPERLINK("http://evil.example")'],
    ])
      await ok('admin', 'POST', '/api/admin/employees', {
        firstName: 'Csv',
        lastName: 'Export',
        email: `${username}@ipsi.example`,
        username,
        department,
        position: 'Clerk',
        company: 'IPSI',
        role: 'employee',
      });
    const { rows, text } = await csvOf('admin', trainingRoutes.complianceCsv);
    expect(text).toContain('"Yard, ""North""","Yard, ""North"""');
    expect(find(rows, 'Training compliance by department', 'Yard, "North"').Count).toBe('1');
    expect(find(rows, 'Training compliance by department', `'=HYPERLINK("http://evil.example")`).Count).toBe(
      '1',
    );
  });
});

describe('who may download and what a bad period gets', () => {
  it('refuses a caller who is not signed in, as the pages’ own figures are', async () => {
    for (const url of [trainingRoutes.metricsCsv, trainingRoutes.complianceCsv]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(401);
    }
  });

  it.each([
    [`${trainingRoutes.metricsCsv}?period=last-week`, 'period', 'Choose one of the options'],
    [`${trainingRoutes.complianceCsv}?month=2026-13`, 'month', 'Must be a month such as 2026-11'],
    [`${trainingRoutes.complianceCsv}?month=1969-12`, 'month', 'Must be a month from'],
  ])('%s is refused with problem+json naming the field', async (url, field, reason) => {
    const answer = await call('admin', 'GET', url);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field, reason: expect.stringContaining(reason) }),
    ]);
  });
});
