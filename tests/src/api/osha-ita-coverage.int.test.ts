import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { answered } from '../support/guided-answers.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';

/**
 * Who must submit to OSHA's ITA (29 CFR 1904.41(a)), sized by peak employment; text a spreadsheet
 * would run; and who may read an establishment's EIN, employees and hours.
 */
let t: TestApp;
const cookie: Record<string, string> = {};

const { call } = apiCalls(() => t, cookie);

const lines = (csv: string) => csv.split('\r\n').filter((line) => line !== '');
const rowOf = (csv: string, name: string) => lines(csv).find((line) => line.startsWith(`${name},`));

const site: Record<string, string> = {};
const create = async (name: string, naicsCode: string, extra: object = {}) => {
  const created = await call('admin', 'POST', '/api/establishments', {
    name,
    company: 'IPSI',
    streetAddress: '4800 Industrial Blvd',
    city: 'Houston',
    state: 'TX',
    zip: '77029',
    naicsCode,
    industryDescription: 'Manufacturing',
    ein: '12-3456789',
    timeZone: 'America/Chicago',
    ...extra,
  });
  expect(created.status).toBe(201);
  site[name] = created.body.id;
};
const figures = async (name: string, annualAverageEmployees: number, peakEmployees: number) =>
  call('admin', 'PUT', `/api/establishments/${site[name]}/years/2025`, {
    annualAverageEmployees,
    peakEmployees,
    totalHoursWorked: annualAverageEmployees * 2000,
  });

const FORMULA = '=HYPERLINK("http://evil.example","Click")';
let caseNumber = '';

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  // 2131 (drilling) is in neither Appendix A nor B and not exempt: only 250+ would owe the 300A.
  await create('Gulf Drilling', '213111');
  // 3261 (plastics) is in Appendix A and B.
  await create('Seasonal Plastics', '326199');
  await create('Big Plastics', '326199', { industryDescription: '@Plastics molding' });
  // No figures: a partially exempt law office (1904.2) and a plant nobody counted yet.
  await create('Legal Office', '541110');
  await create('New Plant', '326199');
  for (const [name, average, peak] of [
    ['Gulf Drilling', 70, 80],
    ['Seasonal Plastics', 19, 45],
    ['Big Plastics', 120, 140],
  ] as const)
    expect((await figures(name, average, peak)).status).toBe(200);

  const reported = await call(
    'employee',
    'POST',
    '/api/incidents',
    validReport({
      type: 'injury',
      establishmentId: site['Big Plastics']!,
      date: '2025-04-02',
      location: FORMULA,
      ...aboutNonEmployee('Pat Doe'),
    }),
  );
  expect(reported.status).toBe(201);
  caseNumber = reported.body.reportNumber;
  const decision: DecideRecordkeepingBody = answered({
    workRelated: true,
    recordable: true,
    outcome: 'days-away',
    daysAway: 3,
    caseType: 'injury',
    jobTitle: 'Press operator',
    bodyPart: 'Burned left hand',
    activityBefore: 'Clearing a jam',
    whatHappened: 'Touched the hot mould',
    objectOrSubstance: 'Injection mould',
  });
  expect(
    (await call('officer', 'PUT', `/api/incidents/${reported.body.id}/recordkeeping`, decision)).status,
  ).toBe(200);
});
afterAll(async () => t.close());

describe('who must submit the ITA files', () => {
  it('an 80-person establishment outside Appendix A is left out of the 300A file with its reason; the others are in', async () => {
    const summary = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025');
    expect(summary.status).toBe(200);
    expect(lines(summary.text).map((line) => line.split(',')[0])).toEqual([
      'establishment_name',
      'Big Plastics',
      'Seasonal Plastics',
    ]);
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    const gulf = body.coverage.find((c: { name: string }) => c.name === 'Gulf Drilling');
    expect(gulf.summary).toEqual({
      included: false,
      required: false,
      voluntary: false,
      reason: 'Not required: 80 employees at peak, industry 2131 not in Appendix A',
    });
  });

  it('a 19-average, 45-peak establishment is sized by its peak: size 21, average 19', async () => {
    const row = rowOf(
      (await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025')).text,
      'Seasonal Plastics',
    );
    // size, establishment_type, year_filing_for, annual_average_employees
    expect(row?.split(',').slice(9, 13)).toEqual(['21', '1', '2025', '19']);
    const listed = await call('admin', 'GET', `/api/establishments/${site['Seasonal Plastics']}`);
    expect(listed.body).toMatchObject({
      sizeClass: '20-99',
      years: [{ year: 2025, annualAverageEmployees: 19, peakEmployees: 45, sizeClass: '20-99' }],
    });
  });

  it('case data comes only from 100+ at peak in Appendix B industries', async () => {
    const cases = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(cases.status).toBe(200);
    expect(
      lines(cases.text)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Big Plastics']);
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(body.coverage.find((c: { name: string }) => c.name === 'Seasonal Plastics').cases.reason).toBe(
      'Not required: 45 employees at peak, fewer than 100',
    );
  });

  it('establishments without figures that owe nothing hold up no file', async () => {
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(body.problems).toEqual([]);
    expect(body.establishments).toBe(2);
    const reasons = Object.fromEntries(
      body.coverage.map((c: { name: string; summary: { reason: string } }) => [c.name, c.summary.reason]),
    );
    expect(reasons['Legal Office']).toBe(
      'Not required: industry 5411 is partially exempt from recordkeeping (1904.2)',
    );
    expect(reasons['New Plant']).toMatch(/^Not included: no peak employment entered for 2025/);
  });

  it('an admin adds one voluntarily, and takes it out again; nobody else may', async () => {
    const url = `/api/establishments/${site['Gulf Drilling']}/years/2025/ita-inclusion`;
    for (const user of ['employee', 'supervisor', 'officer'])
      expect((await call(user, 'PUT', url, { summary: true, cases: false })).status).toBe(403);
    expect((await call('admin', 'PUT', url, { summary: true, cases: false })).status).toBe(200);
    const added = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025');
    expect(rowOf(added.text, 'Gulf Drilling')).toBeDefined();
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(body.coverage.find((c: { name: string }) => c.name === 'Gulf Drilling').summary).toMatchObject({
      included: true,
      voluntary: true,
      reason: 'Added voluntarily. Not required: 80 employees at peak, industry 2131 not in Appendix A',
    });
    expect((await call('admin', 'PUT', url, { summary: false, cases: false })).status).toBe(200);
    expect(
      rowOf((await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025')).text, 'Gulf Drilling'),
    ).toBe(undefined);
  });

  it('a peak below the annual average is refused, naming the field', async () => {
    const refused = await figures('Gulf Drilling', 70, 60);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'peakEmployees' })]);
  });
});

describe('text a spreadsheet would run as a formula', () => {
  it('the location typed as =HYPERLINK(...) leaves the case file quoted, and the check lists it', async () => {
    const cases = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(cases.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(cases.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // Outcome, days away, days restricted and case type stay plain numbers.
    expect(rowOf(cases.text, 'Big Plastics')).toContain('Injection mould,2,3,0,1,');
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(body.formulaCells).toContainEqual({
      kind: 'case',
      id: expect.any(String),
      label: caseNumber,
      field: 'incident_location',
      value: FORMULA,
    });
  });

  it('the summary file quotes the establishment text the same way', async () => {
    const summary = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025');
    expect(rowOf(summary.text, 'Big Plastics')).toContain(",'@Plastics molding,22,1,2025,120,");
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(body.formulaCells).toContainEqual({
      kind: 'establishment',
      id: site['Big Plastics'],
      label: 'Big Plastics',
      field: 'industry_description',
      value: '@Plastics molding',
    });
  });
});

describe("an establishment's EIN, employees and hours", () => {
  it('employees and supervisors get the name and address to pick one, nothing more', async () => {
    for (const user of ['employee', 'supervisor']) {
      const list = await call(user, 'GET', '/api/establishments');
      const one = await call(user, 'GET', `/api/establishments/${site['Big Plastics']}`);
      for (const answer of [list, one]) {
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain('123456789');
        for (const hidden of [
          'ein',
          'years',
          'naicsCode',
          'sizeClass',
          'annualAverageEmployees',
          'totalHoursWorked',
        ])
          expect(answer.text).not.toContain(`"${hidden}"`);
      }
      expect(one.body).toEqual({
        id: site['Big Plastics'],
        name: 'Big Plastics',
        company: 'IPSI',
        streetAddress: '4800 Industrial Blvd',
        city: 'Houston',
        state: 'TX',
        zip: '77029',
        timeZone: 'America/Chicago',
      });
      expect(list.body.establishments.map((e: { name: string }) => e.name)).toContain('Big Plastics');
    }
  });

  it('safety officers and admins get the whole record', async () => {
    for (const user of ['officer', 'admin']) {
      const one = await call(user, 'GET', `/api/establishments/${site['Big Plastics']}`);
      expect(one.body).toMatchObject({
        ein: '123456789',
        naicsCode: '326199',
        years: [{ year: 2025, annualAverageEmployees: 120, peakEmployees: 140, totalHoursWorked: 240000 }],
      });
    }
  });
});
