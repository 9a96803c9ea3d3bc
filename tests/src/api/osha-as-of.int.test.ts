import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';
import { answered } from '../support/guided-answers.ts';

/**
 * Form 301 and the ITA files as the records stood on a day: a case is decided on March 2, 2026,
 * reclassified on March 20 with more hours entered for its year, and another case moved to a
 * second establishment the same day. Expected figures are written from the decisions, by hand.
 */
let t: TestApp;
const cookie: Record<string, string> = {};
let north = '';
let south = '';
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

// 10:00 in Chicago on both days: well inside each day of the establishments' zone.
const MARCH_2 = '2026-03-02T16:00:00.000Z';
const MARCH_20 = '2026-03-20T15:00:00.000Z';

const { call } = apiCalls(() => t, cookie);

const establishment = (name: string, zip: string) => ({
  name,
  company: 'IPSI',
  streetAddress: '4800 Industrial Blvd',
  city: 'Houston',
  state: 'TX',
  zip,
  // Plastics (3261, Appendix B) with 100 at peak: both ITA files are due (1904.41(a)).
  naicsCode: '326199',
  industryDescription: 'Plastics product manufacturing',
  ein: '12-3456789',
  timeZone: 'America/Chicago',
});

/** Every field OSHA's case file requires, so the files are handed out rather than refused. */
const decision = (overrides: Partial<DecideRecordkeepingBody>): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'days-away',
    daysAway: 5,
    daysRestricted: 0,
    caseType: 'injury',
    privacyCase: null,
    jobTitle: 'Forklift operator',
    bodyPart: 'Sprained ankle',
    activityBefore: 'Stepping off the forklift',
    whatHappened: 'Missed the step',
    objectOrSubstance: 'Forklift step',
    treatedInEmergencyRoom: false,
    hospitalizedOvernight: false,
    employeeDateOfBirth: '1988-04-02',
    employeeDateHired: '2019-06-03',
    employeeSex: 'male',
    timeBeganWork: '07:00',
    ...overrides,
  });

const lines = (csv: string) => csv.split('\r\n').filter((line) => line !== '');
// A quoted cell may hold commas (the case description does).
const cells = (row: string) => [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]);
const column = (csv: string, name: string) => {
  const [header, ...rows] = lines(csv);
  const at = cells(header!).indexOf(name);
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.map((row) => cells(row)[at]);
};

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['officer', 'admin', 'employee']) cookie[user] = await t.signIn(user);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(MARCH_2));
  north = (await call('admin', 'POST', '/api/establishments', establishment('North Plant', '77029'))).body.id;
  south = (await call('admin', 'POST', '/api/establishments', establishment('South Yard', '77002'))).body.id;
  for (const id of [north, south])
    expect(
      (
        await call('admin', 'PUT', `/api/establishments/${id}/years/2025`, {
          annualAverageEmployees: 20,
          peakEmployees: 100,
          totalHoursWorked: 40_000,
        })
      ).status,
    ).toBe(200);
  for (const [key, date] of [
    ['ankle', '2025-04-08'],
    ['moved', '2025-05-12'],
  ] as const) {
    const reported = await call(
      'employee',
      'POST',
      '/api/incidents',
      validReport({ type: 'injury', establishmentId: north, date, time: '09:15' }),
    );
    expect(reported.status).toBe(201);
    ids[key] = reported.body.id;
    numbers[key] = reported.body.reportNumber;
  }
  const decide = (key: string, body: DecideRecordkeepingBody) =>
    call('officer', 'PUT', `/api/incidents/${ids[key]}/recordkeeping`, body);
  expect((await decide('ankle', decision({}))).status).toBe(200);
  expect((await decide('moved', decision({ outcome: 'other-recordable', daysAway: 0 }))).status).toBe(200);

  vi.setSystemTime(new Date(MARCH_20));
  const reclassified = await decide(
    'ankle',
    decision({
      outcome: 'job-transfer-restriction',
      daysAway: 0,
      daysRestricted: 8,
      reason: 'Back on light duty',
    }),
  );
  expect(reclassified.status).toBe(200);
  expect(
    (
      await call('admin', 'PUT', `/api/establishments/${north}/years/2025`, {
        annualAverageEmployees: 25,
        peakEmployees: 100,
        totalHoursWorked: 50_000,
      })
    ).status,
  ).toBe(200);
  expect(
    (await call('admin', 'PUT', `/api/incidents/${ids.moved}/establishment`, { establishmentId: south }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('Form 301 as of a day', () => {
  it('shows the decision then in force: days away on the first day, restriction on the second', async () => {
    const first = await call('officer', 'GET', `/api/osha/301/${ids.ankle}?asOf=2026-03-02`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      asOf: '2026-03-02',
      case: { caseNumber: numbers.ankle, outcome: 'days-away' },
      completedBy: { date: '2026-03-02' },
    });
    const second = await call('officer', 'GET', `/api/osha/301/${ids.ankle}?asOf=2026-03-20`);
    expect(second.body).toMatchObject({
      asOf: '2026-03-20',
      case: { outcome: 'job-transfer-restriction' },
      completedBy: { date: '2026-03-20' },
    });
    const now = await call('officer', 'GET', `/api/osha/301/${ids.ankle}`);
    expect(now.body).toMatchObject({ asOf: null, case: { outcome: 'job-transfer-restriction' } });
  });

  it('names the establishment the case was filed under then', async () => {
    const before = await call('officer', 'GET', `/api/osha/301/${ids.moved}?asOf=2026-03-19`);
    expect(before.body.establishment).toEqual({ id: north, name: 'North Plant' });
    const after = await call('officer', 'GET', `/api/osha/301/${ids.moved}?asOf=2026-03-20`);
    expect(after.body.establishment).toEqual({ id: south, name: 'South Yard' });
  });

  it('is not found before the case was decided', async () => {
    const early = await call('officer', 'GET', `/api/osha/301/${ids.ankle}?asOf=2026-03-01`);
    expect(early.status).toBe(404);
    expect(early.body.detail).toContain('2026-03-01');
  });

  it('refuses an invalid asOf with a 400 naming asOf', async () => {
    const bad = await call('officer', 'GET', `/api/osha/301/${ids.ankle}?asOf=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    expect(JSON.stringify(bad.body)).toContain('asOf');
  });
});

describe('ITA files as of a day', () => {
  it('the case file shows the old outcome and days as of the first day, the new as of the second', async () => {
    const first = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025&asOf=2026-03-02');
    expect(first.status).toBe(200);
    expect(first.headers['x-as-of']).toBe('2026-03-02');
    expect(column(first.text, 'case_number')).toEqual([numbers.ankle, numbers.moved]);
    expect(column(first.text, 'establishment_name')).toEqual(['North Plant', 'North Plant']);
    // OSHA's codes: 2 days away, 3 job transfer or restriction, 4 other recordable.
    expect(column(first.text, 'incident_outcome')).toEqual(['2', '4']);
    expect(column(first.text, 'dafw_num_away')).toEqual(['5', '0']);
    expect(column(first.text, 'djtr_num_tr')).toEqual(['0', '0']);

    const second = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025&asOf=2026-03-20');
    expect(second.headers['x-as-of']).toBe('2026-03-20');
    expect(column(second.text, 'establishment_name')).toEqual(['North Plant', 'South Yard']);
    expect(column(second.text, 'incident_outcome')).toEqual(['3', '4']);
    expect(column(second.text, 'dafw_num_away')).toEqual(['0', '0']);
    expect(column(second.text, 'djtr_num_tr')).toEqual(['8', '0']);

    const now = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(now.headers['x-as-of']).toBe('now');
    expect(column(now.text, 'incident_outcome')).toEqual(['3', '4']);
  });

  it('the summary file totals and hours follow the same days', async () => {
    const pick = (csv: string, names: string[]) => names.map((name) => column(csv, name).join('|')).join(' ');
    const names = [
      'establishment_name',
      'annual_average_employees',
      'total_hours_worked',
      'total_dafw_cases',
      'total_djtr_cases',
      'total_other_cases',
      'total_dafw_days',
      'total_djtr_days',
    ];
    const first = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025&asOf=2026-03-02');
    expect(first.status).toBe(200);
    // North: one days-away case of 5 days and one other recordable case; South: none.
    expect(pick(first.text, names)).toBe('North Plant|South Yard 20|20 40000|40000 1|0 0|0 1|0 5|0 0|0');
    const second = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025&asOf=2026-03-20');
    // North: one restricted case of 8 days, 25 employees and 50,000 hours; South: the moved case.
    expect(pick(second.text, names)).toBe('North Plant|South Yard 25|20 50000|40000 0|0 1|0 0|1 0|0 8|0');
  });

  it('the problems list says which day it read, and an invalid asOf is refused naming asOf', async () => {
    const listed = await call('admin', 'GET', '/api/osha/ita/problems?year=2025&asOf=2026-03-02');
    expect(listed.body).toMatchObject({ year: 2025, asOf: '2026-03-02', cases: 2, problems: [] });
    for (const file of ['summary.csv', 'cases.csv', 'problems']) {
      const bad = await call('admin', 'GET', `/api/osha/ita/${file}?year=2025&asOf=yesterday`);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('asOf');
    }
  });
});

describe('the OpenAPI document', () => {
  it('offers asOf on Form 301 and the three ITA routes', async () => {
    const { body } = await call('officer', 'GET', '/api/openapi.json');
    for (const path of [
      '/api/osha/301/{incidentId}',
      '/api/osha/ita/summary.csv',
      '/api/osha/ita/cases.csv',
      '/api/osha/ita/problems',
    ])
      expect(body.paths[path].get.parameters.map((p: { name: string }) => p.name)).toContain('asOf');
  });
});

describe('what changed since, with moves', () => {
  it('lists the case moved away on the log it left, with who moved it and where to', async () => {
    const { body } = await call(
      'officer',
      'GET',
      `/api/osha/300?establishmentId=${north}&year=2025&since=2026-03-10`,
    );
    expect(body.changes).toEqual([
      expect.objectContaining({ incidentId: ids.ankle, kind: 'reclassified', reason: 'Back on light duty' }),
      expect.objectContaining({
        incidentId: ids.moved,
        caseNumber: numbers.moved,
        kind: 'moved-out',
        otherEstablishment: 'South Yard',
        decidedByName: 'Alex Morgan',
        recordedAt: expect.stringMatching(/^2026-03-20T/),
      }),
    ]);
  });

  it('lists the same move on the log it joined, and neither before the day of the move', async () => {
    const joined = await call(
      'officer',
      'GET',
      `/api/osha/300?establishmentId=${south}&year=2025&since=2026-03-10`,
    );
    expect(joined.body.changes).toEqual([
      expect.objectContaining({ incidentId: ids.moved, kind: 'moved-in', otherEstablishment: 'North Plant' }),
    ]);
    const later = await call(
      'officer',
      'GET',
      `/api/osha/300?establishmentId=${south}&year=2025&since=2026-03-20`,
    );
    expect(later.body.changes).toEqual([]);
  });
});
