import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { caseDecision, type RecordkeepingDecision } from '@hs/domain';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';
import { answered } from '../support/guided-answers.ts';

/**
 * Forms 300 and 300A from a fixed set of 21 incidents at two establishments, recorded through the
 * API as the safety team would. Every expected figure is worked out by hand from OSHA's
 * definitions (29 CFR 1904.7, 1904.32, the 300A instructions), never by the code under test.
 */
let t: TestApp;
let officer = '';
let admin = '';
const others: Record<string, string> = {};
let token = '';
let alpha = '';
let beta = '';
const incident: Record<string, string> = {};

// The records are kept in March 2026 and the log of 2025 is summarised; the app's clock and the
// event store's recording time both follow the faked date.
const MARCH_2 = '2026-03-02T16:00:00.000Z';
const MARCH_20 = '2026-03-20T16:00:00.000Z';
const MARCH_20_LATER = '2026-03-20T17:30:00.000Z';

const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie, 'x-consistency-token': token },
  });
  const body = response.json();
  if (typeof body?.consistencyToken === 'string') token = body.consistencyToken;
  return { status: response.statusCode, body };
};

const site = (name: string, timeZone: string) => ({
  name,
  company: 'IPSI',
  streetAddress: '4800 Industrial Blvd',
  city: 'Houston',
  state: 'TX',
  zip: '77029',
  naicsCode: '325110',
  industryDescription: 'Petrochemical manufacturing',
  timeZone,
});

const recordable = (overrides: Partial<RecordkeepingDecision>): DecideRecordkeepingBody =>
  answered(
    caseDecision({
      jobTitle: 'Operator',
      bodyPart: 'Hand',
      activityBefore: 'Working',
      whatHappened: 'Hurt at work',
      objectOrSubstance: 'Machine',
      ...overrides,
    }),
  );

type Case = {
  key: string;
  at: () => string;
  date: string;
  decision: DecideRecordkeepingBody | null;
  name?: string;
};

const cases: Case[] = [
  // Alpha, 2025: twelve recordable cases.
  {
    key: 'A1',
    at: () => alpha,
    date: '2025-01-14',
    decision: recordable({ outcome: 'death', dateOfDeath: '2025-01-15' }),
  },
  {
    key: 'A2',
    at: () => alpha,
    date: '2025-02-03',
    decision: recordable({ outcome: 'days-away', daysAway: 10, daysRestricted: 5 }),
  },
  {
    key: 'A3',
    at: () => alpha,
    date: '2025-03-11',
    decision: recordable({ outcome: 'days-away', daysAway: 3, caseType: 'skin-disorder' }),
  },
  // At the 180-day cap: days away and restricted together.
  {
    key: 'A4',
    at: () => alpha,
    date: '2025-04-01',
    decision: recordable({ outcome: 'days-away', daysAway: 120, daysRestricted: 60 }),
  },
  {
    key: 'A5',
    at: () => alpha,
    date: '2025-05-20',
    decision: recordable({
      outcome: 'job-transfer-restriction',
      daysRestricted: 12,
      caseType: 'respiratory-condition',
    }),
  },
  {
    key: 'A6',
    at: () => alpha,
    date: '2025-06-09',
    decision: recordable({ outcome: 'job-transfer-restriction', daysRestricted: 4, caseType: 'poisoning' }),
  },
  { key: 'A7', at: () => alpha, date: '2025-07-07', decision: recordable({ caseType: 'hearing-loss' }) },
  {
    key: 'A8',
    at: () => alpha,
    date: '2025-08-18',
    name: 'Quinn Privatus',
    decision: recordable({ caseType: 'other-illness', privacyCase: 'illness-employee-request' }),
  },
  { key: 'A9', at: () => alpha, date: '2025-09-02', decision: recordable({}) },
  {
    key: 'A10',
    at: () => alpha,
    date: '2025-10-13',
    decision: recordable({ outcome: 'days-away', daysAway: 1 }),
  },
  {
    key: 'A11',
    at: () => alpha,
    date: '2025-11-24',
    decision: recordable({ outcome: 'job-transfer-restriction', daysRestricted: 7 }),
  },
  { key: 'A12', at: () => alpha, date: '2025-12-30', decision: recordable({}) },
  // Alpha, left off the 2025 log: not recordable, not work-related, undecided, other years.
  { key: 'A13', at: () => alpha, date: '2025-05-05', decision: recordable({ recordable: false }) },
  {
    key: 'A14',
    at: () => alpha,
    date: '2025-06-06',
    decision: recordable({
      workRelated: false,
      workRelatednessException: 'commute-parking-lot',
      recordable: false,
    }),
  },
  { key: 'A15', at: () => alpha, date: '2025-07-21', decision: null },
  {
    key: 'A16',
    at: () => alpha,
    date: '2024-12-31',
    decision: recordable({ outcome: 'days-away', daysAway: 4 }),
  },
  {
    key: 'A17',
    at: () => alpha,
    date: '2026-01-01',
    decision: recordable({ outcome: 'days-away', daysAway: 2 }),
  },
  // Beta, 2025, a year without hours: four recordable cases.
  {
    key: 'B1',
    at: () => beta,
    date: '2025-02-17',
    decision: recordable({ outcome: 'days-away', daysAway: 5, daysRestricted: 2 }),
  },
  { key: 'B2', at: () => beta, date: '2025-04-28', decision: recordable({ caseType: 'skin-disorder' }) },
  {
    key: 'B3',
    at: () => beta,
    date: '2025-08-04',
    decision: recordable({ outcome: 'job-transfer-restriction', daysRestricted: 9 }),
  },
  { key: 'B4', at: () => beta, date: '2025-10-27', decision: recordable({}) },
];

const log300 = (establishmentId: string, query = '') =>
  call(officer, 'GET', `/api/osha/300?establishmentId=${establishmentId}&year=2025${query}`);
const summary300A = (establishmentId: string, query = '') =>
  call(officer, 'GET', `/api/osha/300a?establishmentId=${establishmentId}&year=2025${query}`);

beforeAll(async () => {
  t = await startTestApp();
  // Sessions are opened at the real time, so they stay valid at the earlier date the test works on.
  officer = await t.signIn('officer');
  admin = await t.signIn('admin');
  for (const user of ['employee', 'supervisor']) others[user] = await t.signIn(user);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(MARCH_2));
  alpha = (await call(admin, 'POST', '/api/establishments', site('Alpha Works', 'America/Chicago'))).body.id;
  beta = (await call(admin, 'POST', '/api/establishments', site('Beta Yard', 'America/New_York'))).body.id;
  const figures = { annualAverageEmployees: 50, totalHoursWorked: 93_750, peakEmployees: 50 };
  expect((await call(admin, 'PUT', `/api/establishments/${alpha}/years/2025`, figures)).status).toBe(200);
  for (const c of cases) {
    const reported = await call(
      officer,
      'POST',
      '/api/incidents',
      validReport({
        type: 'injury',
        date: c.date,
        location: `Bay ${c.key}`,
        ...aboutNonEmployee(c.name ?? `Worker ${c.key}`),
        description: c.name ? `${c.name} asked that the case stay private.` : `Case ${c.key}`,
        establishmentId: c.at(),
      }),
    );
    expect(reported.status).toBe(201);
    incident[c.key] = reported.body.id;
    if (c.decision) {
      const decided = await call(
        officer,
        'PUT',
        `/api/incidents/${reported.body.id}/recordkeeping`,
        c.decision,
      );
      expect(decided.status, c.key).toBe(200);
    }
  }
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('the 2025 Form 300A', () => {
  it("totals Alpha's twelve recordable cases with its hours, TRIR and DART", async () => {
    const { status, body } = await summary300A(alpha);
    expect(status).toBe(200);
    expect(body.asOf).toBeNull();
    expect(body.establishment).toMatchObject({ name: 'Alpha Works', naicsCode: '325110', city: 'Houston' });
    expect(body.summary).toEqual({
      total_deaths: 1, // A1
      total_dafw_cases: 4, // A2, A3, A4, A10
      total_djtr_cases: 3, // A5, A6, A11
      total_other_cases: 4, // A7, A8, A9, A12
      total_dafw_days: 134, // 10 + 3 + 120 + 1
      total_djtr_days: 88, // column L of every case: 5 (A2) + 60 (A4) + 12 + 4 + 7
      total_injuries: 7, // A1, A2, A4, A9, A10, A11, A12
      total_skin_disorders: 1, // A3
      total_respiratory_conditions: 1, // A5
      total_poisonings: 1, // A6
      total_hearing_loss: 1, // A7
      total_other_illnesses: 1, // A8
      annual_average_employees: 50,
      total_hours_worked: 93_750,
      trir: 25.6, // 12 x 200,000 / 93,750 = 25.60
      dart: 14.93, // (4 + 3) x 200,000 / 93,750 = 14.933
    });
    expect(body.summarySha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.certification).toEqual({ state: 'not-certified', latest: null });
  });

  it('totals Beta, whose year has no hours: no rates', async () => {
    const { body } = await summary300A(beta);
    expect(body.summary).toEqual({
      total_deaths: 0,
      total_dafw_cases: 1, // B1
      total_djtr_cases: 1, // B3
      total_other_cases: 2, // B2, B4
      total_dafw_days: 5, // B1
      total_djtr_days: 11, // 2 (B1) + 9 (B3)
      total_injuries: 3, // B1, B3, B4
      total_skin_disorders: 1, // B2
      total_respiratory_conditions: 0,
      total_poisonings: 0,
      total_hearing_loss: 0,
      total_other_illnesses: 0,
      annual_average_employees: null,
      total_hours_worked: null,
      trir: null,
      dart: null,
    });
  });

  it('refuses days beyond the 180 cap, and the log keeps the case as it was', async () => {
    const refused = await call(officer, 'PUT', `/api/incidents/${incident.A4}/recordkeeping`, {
      ...cases.find((c) => c.key === 'A4')!.decision,
      daysAway: 121,
    });
    expect(refused.status).toBe(400);
    expect((await summary300A(alpha)).body.summary.total_dafw_days).toBe(134);
  });
});

describe('the 2025 Form 300 log', () => {
  it('lists the recordable cases of the year in date order with columns A to M', async () => {
    const { status, body } = await log300(alpha);
    expect(status).toBe(200);
    expect(body.cases.map((c: { caseNumber: string; where: string }) => c.where)).toEqual(
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12'].map((k) => `Bay ${k}`),
    );
    expect(body.cases[1]).toEqual({
      incidentId: incident.A2,
      caseNumber: expect.stringMatching(/^IR-\d{4}-\d{6}$/),
      employeeName: 'Worker A2',
      privacyCase: false,
      jobTitle: 'Operator',
      dateOfInjury: '2025-02-03',
      where: 'Bay A2',
      // Column F: the body part and the object (no nature of injury was entered for these cases).
      description: 'Hand; Machine',
      outcome: 'days-away',
      daysAway: 10,
      daysRestricted: 5,
      caseType: 'injury',
    });
    expect(body.totals).toMatchObject({ total_dafw_cases: 4, total_djtr_days: 88 });
  });

  it('shows "Privacy Case" for a privacy case and never the name, anywhere in the answer', async () => {
    const { body } = await log300(alpha);
    expect(body.cases[7]).toMatchObject({ employeeName: 'Privacy Case', privacyCase: true, where: 'Bay A8' });
    expect(JSON.stringify(body)).not.toMatch(/Quinn|Privatus/i);
  });

  it('answers 404 with the reason for a year past the five retained, and 400 naming bad fields', async () => {
    const old = await call(officer, 'GET', `/api/osha/300?establishmentId=${alpha}&year=2020`);
    expect(old.status).toBe(404);
    expect(old.body.detail).toMatch(/1904\.33/);
    expect((await call(officer, 'GET', `/api/osha/300?establishmentId=${alpha}&year=2021`)).status).toBe(200);
    const bad = await call(officer, 'GET', '/api/osha/300a?establishmentId=nope&year=twenty');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'establishmentId',
      'year',
    ]);
  });

  it('is described in the OpenAPI document with the certification route', async () => {
    const { body } = await call(officer, 'GET', '/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/osha/300', '/api/osha/300a', '/api/osha/300a/certifications']),
    );
    expect(body.paths['/api/osha/300'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['establishmentId', 'year', 'asOf', 'since']),
    );
  });

  it('is refused to employees and supervisors', async () => {
    for (const cookie of Object.values(others)) {
      expect((await call(cookie, 'GET', `/api/osha/300?establishmentId=${alpha}&year=2025`)).status).toBe(
        403,
      );
    }
  });
});

describe('certification, reclassification and "as of"', () => {
  let certifiedHash = '';

  it('an admin certifies the summary as shown; a stale hash is refused', async () => {
    const { body } = await summary300A(alpha);
    certifiedHash = body.summarySha256;
    const certification = {
      establishmentId: alpha,
      year: 2025,
      executiveName: 'Grace Chief',
      executiveTitle: 'President',
      certifiedOn: '2026-03-02',
      password: DEMO_PASSWORD,
    };
    const stale = await call(admin, 'POST', '/api/osha/300a/certifications', {
      ...certification,
      summarySha256: 'f'.repeat(64),
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await call(officer, 'POST', '/api/osha/300a/certifications', {
          ...certification,
          summarySha256: certifiedHash,
        })
      ).status,
    ).toBe(403);
    const certified = await call(admin, 'POST', '/api/osha/300a/certifications', {
      ...certification,
      summarySha256: certifiedHash,
    });
    expect(certified.status).toBe(201);
    expect((await summary300A(alpha)).body.certification).toEqual({
      state: 'certified',
      latest: expect.objectContaining({
        executiveName: 'Grace Chief',
        executiveTitle: 'President',
        certifiedOn: '2026-03-02',
        certifiedByName: 'Alex Morgan',
        summarySha256: certifiedHash,
      }),
    });
  });

  it('a retried certification with the same Idempotency-Key is recorded once; another body is refused', async () => {
    const send = (executiveTitle: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/osha/300a/certifications',
        headers: { cookie: admin, 'idempotency-key': 'certify-alpha-2025-ceo' },
        payload: {
          establishmentId: alpha,
          year: 2025,
          executiveName: 'Grace Chief',
          executiveTitle,
          certifiedOn: '2026-03-02',
          summarySha256: certifiedHash,
          password: DEMO_PASSWORD,
        },
      });
    const events = await t.eventCount();
    expect((await send('Chief Executive Officer')).statusCode).toBe(201);
    const retried = await send('Chief Executive Officer');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(await t.eventCount()).toBe(events + 1);
    expect((await send('Owner')).statusCode).toBe(422);
    token = retried.json().consistencyToken;
  });

  it('a later reclassification and a days update change the summary from then on, not before', async () => {
    vi.setSystemTime(new Date(MARCH_20));
    const reclassified = await call(admin, 'PUT', `/api/incidents/${incident.A9}/recordkeeping`, {
      ...recordable({ outcome: 'job-transfer-restriction', daysRestricted: 6 }),
      reason: 'Doctor restricted lifting for six days',
    });
    expect(reclassified.status).toBe(200);
    vi.setSystemTime(new Date(MARCH_20_LATER));
    const daysUpdated = await call(officer, 'PUT', `/api/incidents/${incident.A2}/recordkeeping`, {
      ...recordable({ outcome: 'days-away', daysAway: 12, daysRestricted: 5 }),
    });
    expect(daysUpdated.status).toBe(200);

    const before = await summary300A(alpha, '&asOf=2026-03-10');
    expect(before.body.asOf).toBe('2026-03-10');
    expect(before.body.summary).toMatchObject({
      total_djtr_cases: 3,
      total_other_cases: 4,
      total_dafw_days: 134,
      total_djtr_days: 88,
      dart: 14.93,
    });
    expect(before.body.certification.state).toBe('certified');

    const after = await summary300A(alpha, '&asOf=2026-03-20');
    expect(after.body.summary).toMatchObject({
      total_djtr_cases: 4, // A5, A6, A11 and now A9
      total_other_cases: 3, // A7, A8, A12
      total_dafw_days: 136, // A2 now 12: 12 + 3 + 120 + 1
      total_djtr_days: 94, // 88 + 6 (A9)
      trir: 25.6, // still 12 cases
      dart: 17.07, // (4 + 4) x 200,000 / 93,750 = 17.067
    });
  });

  it('lists what changed since a date with who, when and why', async () => {
    const { body } = await log300(alpha, '&since=2026-03-10');
    expect(body.since).toBe('2026-03-10');
    expect(body.changes).toEqual([
      expect.objectContaining({
        incidentId: incident.A9,
        kind: 'reclassified',
        reason: 'Doctor restricted lifting for six days',
        decidedByName: 'Alex Morgan',
        changed: expect.arrayContaining(['outcome', 'daysRestricted']),
        recordedAt: expect.stringMatching(/^2026-03-20T/),
      }),
      expect.objectContaining({
        incidentId: incident.A2,
        kind: 'days-updated',
        reason: null,
        decidedByName: 'Priya Shah',
        changed: ['daysAway'],
      }),
    ]);
    const beforeAny = await log300(alpha, '&asOf=2026-03-01');
    expect(beforeAny.body.cases).toEqual([]);
  });

  it('the certified summary has then changed since certification, and may be certified again', async () => {
    const stale = await summary300A(alpha);
    expect(stale.body.certification.state).toBe('changed-since-certification');
    expect(stale.body.summarySha256).not.toBe(certifiedHash);
    const again = await call(admin, 'POST', '/api/osha/300a/certifications', {
      establishmentId: alpha,
      year: 2025,
      executiveName: 'Grace Chief',
      executiveTitle: 'President',
      certifiedOn: '2026-03-20',
      summarySha256: stale.body.summarySha256,
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(201);
    const current = await summary300A(alpha);
    expect(current.body.certification).toMatchObject({
      state: 'certified',
      latest: { certifiedOn: '2026-03-20', summarySha256: stale.body.summarySha256 },
    });
  });

  it('moving a case to another establishment changes Alpha since its certification again', async () => {
    const moved = await call(admin, 'PUT', `/api/incidents/${incident.A12}/establishment`, {
      establishmentId: beta,
    });
    expect(moved.status).toBe(200);
    const alphaNow = await summary300A(alpha);
    expect(alphaNow.body.summary.total_other_cases).toBe(2); // A7, A8
    expect(alphaNow.body.certification.state).toBe('changed-since-certification');
    expect((await summary300A(beta)).body.summary.total_other_cases).toBe(3); // B2, B4, A12
    expect((await summary300A(alpha, '&asOf=2026-03-19')).body.summary.total_other_cases).toBe(4);
  });
});
