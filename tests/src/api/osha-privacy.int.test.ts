import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody, ReportIncidentInput } from '@hs/contracts';
import { aboutEmployee, aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';
import { recordableInjury } from '../support/recordkeeping-fixtures.ts';

/**
 * Privacy cases (29 CFR 1904.29(b)(6)-(b)(10)) and the nature of the injury (Form 300 column F,
 * Form 301 item 16, ITA nar_injury_illness), through every output that carries a case.
 */
let t: TestApp;
const cookie: Record<string, string> = {};

const { call } = apiCalls(() => t, cookie);

const decision = recordableInjury;

const ids: Record<string, string> = {};
let plant = '';

const report = async (key: string, overrides: Partial<ReportIncidentInput>) => {
  const reported = await call(
    'employee',
    'POST',
    '/api/incidents',
    validReport({ type: 'injury', establishmentId: plant, date: '2025-05-12', ...overrides }),
  );
  expect(reported.status).toBe(201);
  ids[key] = reported.body.id;
};

const decide = (key: string, body: DecideRecordkeepingBody) =>
  call('officer', 'PUT', `/api/incidents/${ids[key]}/recordkeeping`, body);

const scope = () => `establishmentId=${plant}&year=2025`;

/** Every output a privacy case reaches outside the confidential list. */
const outputs = async () => {
  const log = await call('officer', 'GET', `/api/osha/300?${scope()}`);
  const form301 = await call('officer', 'GET', `/api/osha/301/${ids.private}`);
  const problems = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
  const cases = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
  return { log, form301, problems, cases };
};

// The report names her Rosalind Abernathy; her employee record says Rosalind Vance since.
const NAME_PARTS = /Rosalind|Abernathy|Vance|R\. ?A\.|R\. ?V\./i;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  plant = (
    await call('admin', 'POST', '/api/establishments', {
      name: 'East Works',
      company: 'IPSI',
      streetAddress: '1 Mill Rd',
      city: 'Houston',
      state: 'TX',
      zip: '77029',
      // An Appendix B industry with 100 or more at peak: the case data file is owed (1904.41(a)(2)).
      naicsCode: '326199',
      industryDescription: 'Plastics product manufacturing',
      timeZone: 'America/Chicago',
      ein: '12-3456789',
    })
  ).body.id;
  const figures = await call('admin', 'PUT', `/api/establishments/${plant}/years/2025`, {
    annualAverageEmployees: 140,
    peakEmployees: 160,
    totalHoursWorked: 280_000,
  });
  expect(figures.status).toBe(200);
  const person = await call('admin', 'POST', '/api/admin/employees', {
    firstName: 'Rosalind',
    lastName: 'Abernathy',
    email: 'rosalind.abernathy@ipsi.example',
    username: 'rabernathy',
    department: 'Production',
    company: 'IPSI',
    position: 'Fitter',
  });
  expect(person.status).toBe(201);
  await report('private', {
    location: "Abernathy's locker, east wing",
    description: 'Rosalind Abernathy was hurt at her locker.',
    ...aboutEmployee(person.body.id),
  });
  expect(
    (await call('admin', 'PATCH', `/api/admin/employees/${person.body.id}`, { lastName: 'Vance' })).status,
  ).toBe(200);
  await report('cut', { location: 'Packing line 2', ...aboutNonEmployee('Kim Lund') });
});
afterAll(async () => t.close());

describe('the nature of the injury or illness', () => {
  it('makes column F with the body part and the object, Form 301 item 16 and nar_injury_illness', async () => {
    expect(
      (
        await decide(
          'cut',
          decision({
            natureOfInjury: 'Laceration',
            bodyPart: 'left index finger',
            activityBefore: 'Opening a carton',
            whatHappened: 'The blade slipped',
            objectOrSubstance: 'box cutter',
          }),
        )
      ).status,
    ).toBe(200);
    const log = await call('officer', 'GET', `/api/osha/300?${scope()}`);
    expect(log.body.cases).toEqual([
      expect.objectContaining({
        where: 'Packing line 2',
        description: 'Laceration, left index finger; box cutter',
      }),
    ]);
    const form = await call('officer', 'GET', `/api/osha/301/${ids.cut}`);
    expect(form.body.case.injuryOrIllness).toBe('Laceration, left index finger');
    const csv = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(
      'Laceration, left index finger; box cutter",4,0,0,1,,,,0,0,,09:15,0,Opening a carton,The blade slipped,' +
        '"Laceration, left index finger",box cutter,',
    );
  });
});

describe('the kind of a privacy case', () => {
  it('"at the employee’s request" is refused on an injury, naming the field, and nothing is recorded', async () => {
    const refused = await decide('private', decision({ privacyCase: 'illness-employee-request' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'privacyCase' })]);
    expect(
      (await call('officer', 'GET', `/api/incidents/${ids.private}/recordkeeping`)).body.current,
    ).toBeNull();
  });

  it('"at the employee’s request" is accepted on an illness', async () => {
    const accepted = await decide(
      'private',
      decision({
        caseType: 'other-illness',
        privacyCase: 'illness-employee-request',
        natureOfInjury: 'Dermatitis',
        bodyPart: 'both hands',
        activityBefore: 'R.A. was cleaning the press for Ms. Vance',
        whatHappened: 'Rosalind reacted to the cleaner; J. Abernathy took her to first aid',
        objectOrSubstance: 'Solvent at ABERNATHY station',
      }),
    );
    expect(accepted.status).toBe(200);
  });
});

describe('a privacy case whose text names the person', () => {
  it('shows no part of her name in the 300 log, Form 301 or the ITA files, and the ITA check asks for a neutral description', async () => {
    const { log, form301, problems, cases } = await outputs();
    expect(log.body.cases).toContainEqual(
      expect.objectContaining({
        employeeName: 'Privacy Case',
        where: "The employee's locker, east wing",
        description: 'Dermatitis, both hands; Solvent at the employee station',
      }),
    );
    expect(form301.body).toMatchObject({ privacyCase: true, employee: { fullName: 'Privacy Case' } });
    expect(problems.body.problems).toContainEqual(
      expect.objectContaining({ id: ids.private, field: 'incident_description' }),
    );
    expect(cases.status).toBe(422);
    for (const answer of [log, form301, problems, cases]) expect(answer.text).not.toMatch(NAME_PARTS);
  });

  it('with a neutral description, the log and the case file use it and the file is handed out without her name', async () => {
    const changed = await call('officer', 'PUT', `/api/incidents/${ids.private}/recordkeeping`, {
      ...decision({
        caseType: 'other-illness',
        privacyCase: 'illness-employee-request',
        natureOfInjury: 'Dermatitis',
        bodyPart: 'both hands',
        activityBefore: 'R.A. was cleaning the press for Ms. Vance',
        whatHappened: 'Rosalind reacted to the cleaner; J. Abernathy took her to first aid',
        objectOrSubstance: 'Solvent at ABERNATHY station',
      }),
      neutralDescription: 'Skin reaction to a cleaning agent',
      reason: 'Neutral description for the log',
    });
    expect(changed.status).toBe(200);
    const { log, form301, cases } = await outputs();
    expect(log.body.cases).toContainEqual(
      expect.objectContaining({
        employeeName: 'Privacy Case',
        description: 'Skin reaction to a cleaning agent',
      }),
    );
    expect(cases.status).toBe(200);
    expect(cases.text).toContain('Skin reaction to a cleaning agent');
    expect(form301.body.case.whatHappened).toBe(
      'The employee reacted to the cleaner; the employee took her to first aid',
    );
    for (const answer of [log, form301, cases]) expect(answer.text).not.toMatch(NAME_PARTS);
  });
});

describe('the confidential list of privacy cases', () => {
  it('gives the safety team the case number with the names', async () => {
    for (const user of ['officer', 'admin']) {
      const list = await call(user, 'GET', `/api/osha/privacy-cases?${scope()}`);
      expect(list.status).toBe(200);
      expect(list.body.cases).toEqual([
        expect.objectContaining({
          incidentId: ids.private,
          employeeName: 'Rosalind Abernathy',
          recordName: 'Rosalind Vance',
          kind: 'illness-employee-request',
        }),
      ]);
    }
  });

  it('is refused to employees and supervisors, without a name in the answer', async () => {
    for (const user of ['employee', 'supervisor']) {
      const refused = await call(user, 'GET', `/api/osha/privacy-cases?${scope()}`);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toMatch(NAME_PARTS);
    }
  });
});
