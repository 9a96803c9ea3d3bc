import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody, ReportIncidentInput } from '@hs/contracts';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';
import { form301Details, recordableInjury } from '../support/recordkeeping-fixtures.ts';

/** Form 301, OSHA's ITA files for 2025 from two establishments, and who may read medical details. */
let t: TestApp;
const cookie: Record<string, string> = {};

const { call } = apiCalls(() => t, cookie);

const establishment = (name: string, company: string, extra: object) => ({
  name,
  company,
  city: 'Houston',
  state: 'TX',
  industryDescription: 'Petrochemical manufacturing',
  timeZone: 'America/Chicago',
  ...extra,
});

const decision = recordableInjury;

const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};
let north = '';
let south = '';

const report = async (key: string, establishmentId: string, overrides: Partial<ReportIncidentInput>) => {
  const reported = await call(
    'employee',
    'POST',
    '/api/incidents',
    validReport({ type: 'injury', establishmentId, ...overrides }),
  );
  expect(reported.status).toBe(201);
  ids[key] = reported.body.id;
  numbers[key] = reported.body.reportNumber;
};

const decide = async (key: string, body: DecideRecordkeepingBody) =>
  call('officer', 'PUT', `/api/incidents/${ids[key]}/recordkeeping`, body);

const lines = (csv: string) => csv.split('\r\n').filter((line) => line !== '');

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  north = (
    await call(
      'admin',
      'POST',
      '/api/establishments',
      establishment('North Plant', 'IPSI', {
        streetAddress: '4800 Industrial Blvd',
        zip: '77029',
        naicsCode: '325110',
        ein: '12-3456789',
      }),
    )
  ).body.id;
  south = (
    await call(
      'admin',
      'POST',
      '/api/establishments',
      establishment('South Yard', 'TODCO', {
        streetAddress: '12 Harbor Rd, Gate 4',
        zip: '77002-1234',
        naicsCode: '488320',
        ein: '98-7654321',
      }),
    )
  ).body.id;
  const figures = { [north]: [120, 240000], [south]: [15, 30000] };
  for (const [id, [employees, hours]] of Object.entries(figures)) {
    expect(
      (
        await call('admin', 'PUT', `/api/establishments/${id}/years/2025`, {
          annualAverageEmployees: employees,
          totalHoursWorked: hours,
          peakEmployees: employees,
        })
      ).status,
    ).toBe(200);
    // The files' format is tested here, so both are in both; who must submit: osha-ita-coverage.int.test.ts.
    expect(
      (
        await call('admin', 'PUT', `/api/establishments/${id}/years/2025/ita-inclusion`, {
          summary: true,
          cases: true,
        })
      ).status,
    ).toBe(200);
  }

  await report('wrist', north, {
    date: '2025-03-04',
    time: '08:30',
    location: 'Loading dock 3',
    ...aboutNonEmployee('Maria Santos'),
  });
  await report('needle', north, {
    date: '2025-06-10',
    time: null,
    location: 'First aid room',
    ...aboutNonEmployee('Dana Whitfield'),
  });
  await report('rash', south, {
    date: '2025-09-15',
    time: '14:05',
    location: 'Tank farm',
    ...aboutNonEmployee('Sam Ortiz'),
  });
  await report('firstAid', south, { date: '2025-10-02', ...aboutNonEmployee('Ann Lowe') });

  expect(
    (
      await decide(
        'wrist',
        decision({
          outcome: 'days-away',
          daysAway: 5,
          jobTitle: 'Forklift operator',
          bodyPart: 'Fractured right wrist',
          activityBefore: 'Turning the forklift',
          whatHappened: 'Caught the wrist against the mast',
          objectOrSubstance: 'Forklift mast',
          treatedInEmergencyRoom: true,
          ...form301Details,
        }),
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await decide(
        'needle',
        decision({
          caseType: 'other-illness',
          privacyCase: 'needlestick-contaminated',
          jobTitle: 'Nurse',
          bodyPart: 'Left index finger puncture',
          activityBefore: 'Disposing of a used syringe',
          whatHappened: 'The needle went through the glove',
          objectOrSubstance: 'Used hypodermic needle',
        }),
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await decide(
        'rash',
        decision({
          outcome: 'job-transfer-restriction',
          daysRestricted: 10,
          caseType: 'skin-disorder',
          jobTitle: 'Tank cleaner',
          bodyPart: 'Rash on both forearms',
          activityBefore: 'Cleaning tank 4, north side',
          whatHappened: 'Solvent soaked through the sleeves',
          objectOrSubstance: 'Xylene solvent',
          hospitalizedOvernight: true,
        }),
      )
    ).status,
  ).toBe(200);
  expect(
    (await decide('firstAid', decision({ recordable: false, outcome: null, caseType: null }))).status,
  ).toBe(200);
});
afterAll(async () => t.close());

const SUMMARY_HEADER =
  'establishment_name,ein,company_name,street_address,city,state,zip,naics_code,industry_description,size,' +
  'establishment_type,year_filing_for,annual_average_employees,total_hours_worked,no_injuries_illnesses,' +
  'total_deaths,total_dafw_cases,total_djtr_cases,total_other_cases,total_dafw_days,total_djtr_days,' +
  'total_injuries,total_skin_disorders,total_respiratory_conditions,total_poisonings,total_hearing_loss,' +
  'total_other_illnesses,change_reason';

const CASES_HEADER =
  'establishment_name,year_of_filing,case_number,job_title,date_of_incident,incident_location,' +
  'incident_description,incident_outcome,dafw_num_away,djtr_num_tr,type_of_incident,date_of_birth,' +
  'date_of_hire,sex,treatment_facility_type,treatment_in_patient,time_started_work,time_of_incident,' +
  'time_unknown,nar_before_incident,nar_what_happened,nar_injury_illness,nar_object_substance,date_of_death';

describe('ITA files', () => {
  it('the summary file has OSHA header and one row per establishment with its 2025 300A', async () => {
    const { status, text, headers } = await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/csv/);
    expect(lines(text)).toEqual([
      SUMMARY_HEADER,
      // 120 employees: size 22 (100-249); one days-away case of 5 days and one other recordable illness.
      'North Plant,123456789,IPSI,4800 Industrial Blvd,Houston,TX,77029,325110,Petrochemical manufacturing,' +
        '22,1,2025,120,240000,1,0,1,0,1,5,0,1,0,0,0,0,1,',
      // 15 employees: size 1; the restricted skin disorder counts, the first-aid case does not.
      'South Yard,987654321,TODCO,"12 Harbor Rd, Gate 4",Houston,TX,770021234,488320,Petrochemical manufacturing,' +
        '1,1,2025,15,30000,1,0,0,1,0,0,10,0,1,0,0,0,0,',
    ]);
  });

  it('the case file has OSHA header and one coded row per recordable case, without names', async () => {
    const { status, text } = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(status).toBe(200);
    expect(lines(text)).toEqual([
      CASES_HEADER,
      `North Plant,2025,${numbers.wrist},Forklift operator,03/04/2025,Loading dock 3,` +
        'Fractured right wrist; Forklift mast,2,5,0,1,05/06/1990,02/01/2015,F,1,0,07:00,08:30,0,' +
        'Turning the forklift,Caught the wrist against the mast,Fractured right wrist,Forklift mast,',
      `North Plant,2025,${numbers.needle},Nurse,06/10/2025,First aid room,` +
        'Left index finger puncture; Used hypodermic needle,4,0,0,6,,,,0,0,,,1,' +
        'Disposing of a used syringe,The needle went through the glove,Left index finger puncture,Used hypodermic needle,',
      `South Yard,2025,${numbers.rash},Tank cleaner,09/15/2025,Tank farm,` +
        'Rash on both forearms; Xylene solvent,3,0,10,2,,,,0,1,,14:05,0,' +
        '"Cleaning tank 4, north side",Solvent soaked through the sleeves,Rash on both forearms,Xylene solvent,',
    ]);
    expect(text).not.toContain('Dana Whitfield');
    expect(text).not.toContain('Maria Santos');
  });

  it('a year without figures files no establishment and holds up nothing, saying why', async () => {
    const { body } = await call('admin', 'GET', '/api/osha/ita/problems?year=2024');
    expect(body).toMatchObject({ year: 2024, establishments: 0, cases: 0, problems: [] });
    expect(body.coverage.map((c: { summary: { reason: string } }) => c.summary.reason)).toEqual([
      'Not included: no peak employment entered for 2024; enter it if 20 or more were employed at any time',
      'Not included: no peak employment entered for 2024; enter it if 20 or more were employed at any time',
    ]);
  });

  it('files only the establishments that existed at the end of the day asked for', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const now = JSON.parse(
      (await call('admin', 'GET', `/api/osha/ita/problems?year=2025&asOf=${today}`)).text,
    );
    expect(now).toMatchObject({ establishments: 2, cases: 3 });
    // Both establishments were created today: a year ago the file had none of them.
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const then = await call('admin', 'GET', `/api/osha/ita/summary.csv?year=2025&asOf=${yearAgo}`);
    expect(lines(then.text)).toEqual([SUMMARY_HEADER]);
  });

  it('refuses employees, supervisors and safety officers', async () => {
    for (const user of ['employee', 'supervisor', 'officer'])
      for (const file of ['summary.csv', 'cases.csv', 'problems'])
        expect((await call(user, 'GET', `/api/osha/ita/${file}?year=2025`)).status).toBe(403);
  });

  it('a case missing required fields or naming the employee is listed (422), not exported', async () => {
    await report('slip', south, { date: '2025-11-20', time: '10:10', ...aboutNonEmployee('Lee Chen') });
    await decide(
      'slip',
      decision({ jobTitle: null, objectOrSubstance: null, whatHappened: 'Lee Chen slipped on oil' }),
    );
    const refused = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(refused.status).toBe(422);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = (field: string, reason: string) => ({
      kind: 'case',
      id: ids.slip,
      label: numbers.slip,
      field,
      reason,
    });
    expect(refused.body.problems).toEqual([
      problem('job_title', 'Required'),
      problem('nar_object_substance', 'Required'),
      problem('nar_what_happened', "Names the employee; OSHA's case data must not"),
    ]);
    expect(refused.text).not.toContain('Lee Chen');
    const listed = await call('admin', 'GET', '/api/osha/ita/problems?year=2025');
    expect(listed.body).toMatchObject({ establishments: 2, cases: 4, problems: refused.body.problems });
    // The establishments' own file is still whole: its problems are the establishments'.
    expect((await call('admin', 'GET', '/api/osha/ita/summary.csv?year=2025')).status).toBe(200);

    await call('officer', 'PUT', `/api/incidents/${ids.slip}/recordkeeping`, {
      ...decision({
        jobTitle: 'Mechanic',
        objectOrSubstance: 'Oil on the floor',
        whatHappened: 'Slipped on oil',
      }),
      reason: 'Completed for the ITA file',
    });
    const fixed = await call('admin', 'GET', '/api/osha/ita/cases.csv?year=2025');
    expect(fixed.status).toBe(200);
    expect(lines(fixed.text)).toHaveLength(5);
  });
});

describe('Form 301', () => {
  it('gives the safety team the form of a decided case', async () => {
    const { status, body } = await call('officer', 'GET', `/api/osha/301/${ids.wrist}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      incidentId: ids.wrist,
      establishment: { id: north, name: 'North Plant' },
      privacyCase: false,
      employee: {
        fullName: 'Maria Santos',
        address: { street: '18 Elm St', city: 'Pasadena', state: 'TX', zip: '77506' },
        dateOfBirth: '1990-05-06',
        dateHired: '2015-02-01',
        sex: 'female',
      },
      healthCare: {
        physicianName: 'Dr. Alan Reyes',
        facility: 'Bayshore Medical Center',
        facilityAddress: { street: '4000 Spencer Hwy', city: 'Pasadena', state: 'TX', zip: '77504' },
        emergencyRoom: true,
        hospitalizedOvernight: false,
      },
      case: {
        caseNumber: numbers.wrist,
        dateOfInjury: '2025-03-04',
        timeBeganWork: '07:00',
        timeOfEvent: '08:30',
        activityBefore: 'Turning the forklift',
        whatHappened: 'Caught the wrist against the mast',
        injuryOrIllness: 'Fractured right wrist',
        objectOrSubstance: 'Forklift mast',
        dateOfDeath: null,
      },
      completedBy: { name: expect.stringMatching(/\S/), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  it('names no one for a privacy case, and is for the safety team only', async () => {
    const admin = await call('admin', 'GET', `/api/osha/301/${ids.needle}`);
    expect(admin.body).toMatchObject({ privacyCase: true, employee: { fullName: 'Privacy Case' } });
    expect(admin.text).not.toMatch(/Dana|Whitfield/i);
    for (const user of ['employee', 'supervisor']) {
      const refused = await call(user, 'GET', `/api/osha/301/${ids.needle}`);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('Dana Whitfield');
    }
  });

  it('is not there for a case decided as not recordable', async () => {
    expect((await call('officer', 'GET', `/api/osha/301/${ids.firstAid}`)).status).toBe(404);
  });
});

describe('medical details', () => {
  it('reach neither supervisors nor employees, through any incident route they may call', async () => {
    for (const user of ['employee', 'supervisor']) {
      const decisionRead = await call(user, 'GET', `/api/incidents/${ids.needle}/recordkeeping`);
      expect(decisionRead.status).toBe(403);
      expect(decisionRead.body).not.toHaveProperty('current');
      // The supervisor reviews Production and sees the incident whole; the employee reported it.
      for (const url of [
        `/api/incidents/${ids.needle}`,
        `/api/incidents/${ids.needle}/history`,
        '/api/incidents',
      ]) {
        const answer = await call(user, 'GET', url);
        expect(answer.status).toBe(200);
        for (const medical of ['Left index finger', 'hypodermic', 'through the glove', 'needlestick'])
          expect(answer.text).not.toContain(medical);
      }
    }
    const whole = await call('supervisor', 'GET', `/api/incidents/${ids.needle}`);
    expect(whole.body).toMatchObject({ summaryOnly: false, employeeName: 'Dana Whitfield' });
  });
});
