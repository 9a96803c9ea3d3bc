import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody, OshaClock, OshaClocks, OshaRates } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { apiCalls } from '../support/api-calls.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';
import { answered } from '../support/guided-answers.ts';

/**
 * OSHA deadlines and rates through the API, with the site in Chicago. 05:30 UTC on Dec 1 2026 is
 * 23:30 on Nov 30 in Chicago (CST, UTC-6) and 22:30 in Denver (MST, UTC-7); 06:30 UTC is 00:30 Dec 1
 * in Chicago and still 23:30 Nov 30 in Denver.
 */
const LATE_EVENING = '2026-12-01T05:30:00Z';
const AFTER_MIDNIGHT = '2026-12-01T06:30:00Z';
const DECIDING = '2026-12-01T07:00:00Z';

let t: TestApp;
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};

const { call, ok } = apiCalls(() => t, cookie);

const establishment = async (name: string, company: 'IPSI' | 'TODCO', timeZone: string) =>
  (
    await ok('admin', 'POST', '/api/establishments', {
      name,
      company,
      streetAddress: '1 Test Rd',
      city: 'Somewhere',
      state: 'TX',
      zip: '77002',
      naicsCode: '325110',
      industryDescription: 'Petrochemical manufacturing',
      timeZone,
    })
  ).id as string;

const reportInjury = async (at: string, date: string, establishmentId: string) => {
  t.setNow(at);
  const body = await ok('employee', 'POST', '/api/incidents', {
    ...validReport({ type: 'injury', date, injuryOccurred: true }),
    establishmentId,
  });
  return body.id as string;
};

const decision = (overrides: Partial<DecideRecordkeepingBody>): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'other-recordable',
    caseType: 'injury',
    privacyCase: null,
    ...overrides,
  });

const clocks = async (now: string): Promise<OshaClocks> => {
  t.setNow(now);
  const { status, body } = await call('officer', 'GET', '/api/osha/clocks');
  expect(status).toBe(200);
  return body;
};
const clockOf = (all: OshaClocks, kind: OshaClock['kind'], incidentId: string) =>
  all.clocks.find((c) => c.kind === kind && c.incidentId === incidentId);

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of ['employee', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  ids.chicago = await establishment('Clock Plant', 'IPSI', 'America/Chicago');
  ids.denver = await establishment('Denver Yard', 'TODCO', 'America/Denver');
  await ok('admin', 'PUT', `/api/establishments/${ids.chicago}/years/2026`, {
    annualAverageEmployees: 50,
    peakEmployees: 50,
    totalHoursWorked: 100_000,
  });
  await ok('admin', 'PUT', `/api/establishments/${ids.chicago}/years/2025`, {
    annualAverageEmployees: 50,
    peakEmployees: 50,
    totalHoursWorked: 80_000,
  });
  ids.lateEvening = await reportInjury(LATE_EVENING, '2026-11-30', ids.chicago);
  ids.afterMidnight = await reportInjury(AFTER_MIDNIGHT, '2026-12-01', ids.chicago);
  ids.denverInjury = await reportInjury(AFTER_MIDNIGHT, '2026-11-30', ids.denver);
});
afterEach(() => t.setNow(null));
afterAll(async () => t.close());

describe('the 7-day recording clock, in calendar days of the establishment zone', () => {
  it('23:30 on Nov 30 in Chicago is due by the end of Dec 7 there; 00:30 on Dec 1 a day later', async () => {
    const open = await clocks(AFTER_MIDNIGHT);
    expect(clockOf(open, 'recording', ids.lateEvening!)).toMatchObject({
      state: 'running',
      startsAt: '2026-12-01T05:30:00.000Z',
      dueAt: '2026-12-08T06:00:00.000Z',
      timeZone: 'America/Chicago',
    });
    expect(clockOf(open, 'recording', ids.afterMidnight!)?.dueAt).toBe('2026-12-09T06:00:00.000Z');
  });

  it("the same instant in Denver is still Nov 30 there: due at the end of Dec 7, Denver's midnight", async () => {
    const open = await clocks(AFTER_MIDNIGHT);
    expect(clockOf(open, 'recording', ids.denverInjury!)).toMatchObject({
      dueAt: '2026-12-08T07:00:00.000Z',
      timeZone: 'America/Denver',
    });
  });

  it('at midnight ending Dec 7 in Chicago the first is overdue, the second still running', async () => {
    const open = await clocks('2026-12-08T06:00:00Z');
    expect(clockOf(open, 'recording', ids.lateEvening!)?.state).toBe('overdue');
    expect(clockOf(open, 'recording', ids.afterMidnight!)?.state).toBe('running');
    const aMinuteBefore = await clocks('2026-12-08T05:59:00Z');
    expect(clockOf(aMinuteBefore, 'recording', ids.lateEvening!)?.state).toBe('running');
  });
});

describe('an illness report starts the same 7-day clock (1904.29(b)(3): injuries and illnesses)', () => {
  it('a rash reported at 23:30 on Nov 30 in Chicago is due by the end of Dec 7; a near miss starts none', async () => {
    t.setNow(LATE_EVENING);
    const report = async (overrides: Parameters<typeof validReport>[0]) =>
      (
        await ok('employee', 'POST', '/api/incidents', {
          ...validReport(overrides),
          establishmentId: ids.chicago,
        })
      ).id as string;
    const rash = await report({
      type: 'other',
      date: '2026-11-30',
      illnessOccurred: true,
      description: 'An itching rash on both forearms after cleaning the degreaser tank.',
    });
    const nearMiss = await report({ date: '2026-11-30' });
    const open = await clocks(AFTER_MIDNIGHT);
    expect(clockOf(open, 'recording', rash)).toMatchObject({
      state: 'running',
      dueAt: '2026-12-08T06:00:00.000Z',
      timeZone: 'America/Chicago',
    });
    expect(clockOf(open, 'recording', nearMiss)).toBeUndefined();
  });
});

describe('the 8- and 24-hour clocks of 1904.39 and the report to OSHA', () => {
  beforeAll(async () => {
    t.setNow(DECIDING);
    const url = (id: string) => `/api/incidents/${id}/recordkeeping`;
    await ok(
      'officer',
      'PUT',
      url(ids.lateEvening!),
      decision({ outcome: 'death', dateOfDeath: '2026-11-30' }),
    );
    await ok('officer', 'PUT', url(ids.afterMidnight!), decision({ hospitalizedOvernight: true }));
    await ok(
      'officer',
      'PUT',
      url(ids.denverInjury!),
      decision({ outcome: 'days-away', daysAway: 1, amputationOrLossOfEye: true }),
    );
  });

  it('a decision stops the recording clock', async () => {
    const open = await clocks(DECIDING);
    expect(clockOf(open, 'recording', ids.lateEvening!)).toBeUndefined();
  });

  it('a fatality is due 8 hours, a hospitalization and an amputation 24 hours after the report arrived', async () => {
    const open = await clocks(DECIDING);
    expect(clockOf(open, 'osha-report', ids.lateEvening!)).toMatchObject({
      severeEvent: 'fatality',
      state: 'running',
      dueAt: '2026-12-01T13:30:00.000Z',
    });
    expect(clockOf(open, 'osha-report', ids.afterMidnight!)).toMatchObject({
      severeEvent: 'in-patient-hospitalization',
      dueAt: '2026-12-02T06:30:00.000Z',
    });
    expect(clockOf(open, 'osha-report', ids.denverInjury!)).toMatchObject({
      severeEvent: 'amputation-or-loss-of-eye',
      dueAt: '2026-12-02T06:30:00.000Z',
    });
    const late = await clocks('2026-12-01T13:30:00Z');
    expect(clockOf(late, 'osha-report', ids.lateEvening!)?.state).toBe('overdue');
  });

  it("refuses a report without OSHA's reference number, names the field and keeps the clock", async () => {
    t.setNow('2026-12-01T09:00:00Z');
    const url = `/api/incidents/${ids.lateEvening}/osha-report`;
    const blank = await call('admin', 'POST', url, {
      referenceNumber: ' ',
      reportedAt: '2026-12-01T02:45:00-06:00',
      reportedBy: 'Dana Admin',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'referenceNumber' })]);
    const absent = await call('admin', 'POST', url, {
      reportedAt: '2026-12-01T02:45:00-06:00',
      reportedBy: 'Dana',
    });
    expect(absent.status).toBe(400);
    expect(absent.body.errors).toEqual([expect.objectContaining({ field: 'referenceNumber' })]);
    expect(clockOf(await clocks('2026-12-01T09:00:00Z'), 'osha-report', ids.lateEvening!)).toBeDefined();
  });

  it('only an admin records it; once recorded the countdown stops, and the same report again records nothing', async () => {
    t.setNow('2026-12-01T09:00:00Z');
    const url = `/api/incidents/${ids.lateEvening}/osha-report`;
    const report = {
      referenceNumber: '1234567',
      reportedAt: '2026-12-01T02:45:00-06:00',
      reportedBy: 'Dana Admin',
    };
    expect((await call('officer', 'POST', url, report)).status).toBe(403);
    const recorded = await call('admin', 'POST', url, report);
    expect(recorded.status).toBe(200);
    expect(recorded.body.consistencyToken).toEqual(expect.any(String));
    const open = await clocks('2026-12-01T09:00:00Z');
    expect(clockOf(open, 'osha-report', ids.lateEvening!)).toBeUndefined();
    expect(clockOf(open, 'osha-report', ids.afterMidnight!)).toBeDefined();
    t.setNow('2026-12-01T09:00:00Z');
    expect((await call('admin', 'POST', url, report)).body.consistencyToken).toBeNull();
  });
});

describe('the 300A posting period and the ITA deadline appear from January 1', () => {
  it('not in December, when this year’s posting period is over; an ITA upload never recorded is overdue', async () => {
    const open = await clocks(DECIDING);
    const yearly = open.clocks.filter((c) => c.establishmentId === ids.chicago && c.incidentId === null);
    expect(yearly.map((c) => [c.kind, c.state])).toEqual([['ita-submission', 'overdue']]);
  });

  it('on Jan 5 2027: posting from Feb 1 to the end of Apr 30 and ITA by the end of Mar 2, each in its zone', async () => {
    const open = await clocks('2027-01-05T12:00:00Z');
    const yearly = (establishmentId: string, kind: OshaClock['kind']) =>
      open.clocks.find((c) => c.establishmentId === establishmentId && c.kind === kind);
    expect(yearly(ids.chicago!, '300a-posting')).toMatchObject({
      state: 'upcoming',
      startsAt: '2027-02-01T06:00:00.000Z',
      dueAt: '2027-05-01T05:00:00.000Z',
    });
    expect(yearly(ids.chicago!, 'ita-submission')?.dueAt).toBe('2027-03-03T06:00:00.000Z');
    expect(yearly(ids.denver!, '300a-posting')?.startsAt).toBe('2027-02-01T07:00:00.000Z');
  });
});

describe('TRIR and DART through GET /api/osha/rates', () => {
  const figure = (rates: OshaRates, key: string, period: string) => {
    const found = rates.rows.find((r) => r.key === key)?.periods.find((p) => p.period === period);
    return found && { cases: found.cases, hours: found.hoursWorked, trir: found.trir, dart: found.dart };
  };
  let rates: OshaRates;
  beforeAll(async () => {
    // A 2025 case with days away at the Chicago plant, reported late.
    const older = await reportInjury(DECIDING, '2025-06-10', ids.chicago!);
    await ok(
      'officer',
      'PUT',
      `/api/incidents/${older}/recordkeeping`,
      decision({ outcome: 'days-away', daysAway: 3 }),
    );
    const { status, body } = await call('officer', 'GET', '/api/osha/rates');
    expect(status).toBe(200);
    rates = body;
  });

  it('per establishment and year: 2 cases over 100,000 hours in 2026 (4.00, 0.00); 1 DART case over 80,000 in 2025 (2.50)', () => {
    expect(figure(rates, ids.chicago!, '2026')).toEqual({ cases: 2, hours: 100_000, trir: 4, dart: 0 });
    expect(figure(rates, ids.chicago!, '2025')).toEqual({ cases: 1, hours: 80_000, trir: 2.5, dart: 2.5 });
  });

  it('the last 12 months: 80,000 x 30/365 + 100,000 x 335/365 = 98,356 hours, 2 cases: 4.07', () => {
    expect(figure(rates, ids.chicago!, 'last-12-months')).toEqual({
      cases: 2,
      hours: 98_356,
      trir: 4.07,
      dart: 0,
    });
  });

  it('an establishment without hours has no rate (null, never 0.00), nor has its company', () => {
    expect(figure(rates, ids.denver!, '2026')).toEqual({ cases: 1, hours: null, trir: null, dart: null });
    expect(figure(rates, 'TODCO', '2026')).toMatchObject({ trir: null, dart: null });
  });

  it('employees and supervisors may not read them', async () => {
    expect((await call('employee', 'GET', '/api/osha/rates')).status).toBe(403);
  });
});

describe('the 300A posting and the ITA upload turn overdue when their day has passed', () => {
  const yearly = async (now: string, establishmentId: string, kind: OshaClock['kind']) =>
    (await clocks(now)).clocks.find((c) => c.establishmentId === establishmentId && c.kind === kind);
  const certify = async (at: string) => {
    t.setNow(at);
    const { body } = await call('officer', 'GET', `/api/osha/300a?establishmentId=${ids.chicago}&year=2026`);
    await ok('admin', 'POST', '/api/osha/300a/certifications', {
      establishmentId: ids.chicago,
      year: 2026,
      executiveName: 'Grace Chief',
      executiveTitle: 'President',
      certifiedOn: at.slice(0, 10),
      summarySha256: body.summarySha256,
      password: DEMO_PASSWORD,
    });
  };

  it('at midnight starting Feb 1 in Chicago an uncertified 300A is overdue; in Denver it is still Jan 31', async () => {
    expect((await yearly('2027-02-01T05:59:00Z', ids.chicago!, '300a-posting'))?.state).toBe('upcoming');
    expect(await yearly('2027-02-01T06:00:00Z', ids.chicago!, '300a-posting')).toMatchObject({
      state: 'overdue',
      dueAt: '2027-02-01T06:00:00.000Z',
    });
    expect((await yearly('2027-02-01T06:30:00Z', ids.denver!, '300a-posting'))?.state).toBe('upcoming');
  });

  it('certified, it is posted until the end of Apr 30; a later change is shown, and needs no new certification (1904.33(b)(2))', async () => {
    await certify('2027-02-03T15:00:00Z');
    expect(await yearly('2027-02-03T16:00:00Z', ids.chicago!, '300a-posting')).toMatchObject({
      state: 'running',
      dueAt: '2027-05-01T05:00:00.000Z',
      changedSinceCertification: false,
    });
    const late = await reportInjury('2027-02-04T15:00:00Z', '2026-12-20', ids.chicago!);
    await ok('officer', 'PUT', `/api/incidents/${late}/recordkeeping`, decision({}));
    expect(await yearly('2027-02-04T16:00:00Z', ids.chicago!, '300a-posting')).toMatchObject({
      state: 'running',
      dueAt: '2027-05-01T05:00:00.000Z',
      changedSinceCertification: true,
    });
    t.setNow('2027-02-04T16:00:00Z');
    const { body } = await call('officer', 'GET', `/api/osha/300a?establishmentId=${ids.chicago}&year=2026`);
    expect(body.certification.state).toBe('changed-since-certification');
    // Certifying again, which one may do, brings it back to certified as it stands.
    await certify('2027-02-05T15:00:00Z');
    expect(await yearly('2027-02-05T16:00:00Z', ids.chicago!, '300a-posting')).toMatchObject({
      state: 'running',
      changedSinceCertification: false,
    });
    expect(await yearly('2027-05-01T05:00:00Z', ids.chicago!, '300a-posting')).toBeUndefined();
  });

  it('the ITA upload runs until the end of Mar 2 in Chicago, then is overdue until an admin records it', async () => {
    expect((await yearly('2027-03-03T05:59:00Z', ids.chicago!, 'ita-submission'))?.state).toBe('running');
    expect(await yearly('2027-03-03T06:00:00Z', ids.chicago!, 'ita-submission')).toMatchObject({
      state: 'overdue',
      dueAt: '2027-03-03T06:00:00.000Z',
    });
    // However long overdue, a yearly date never pushes a report to OSHA or a recording down the list,
    // not even a recording due a week after it.
    const fresh = await reportInjury('2027-03-03T06:00:00Z', '2027-03-02', ids.chicago!);
    const open = await clocks('2027-03-03T06:00:00Z');
    expect(clockOf(open, 'recording', fresh)?.dueAt).toBe('2027-03-11T06:00:00.000Z');
    const kinds = open.clocks.map((c) => c.kind);
    const firstYearly = kinds.findIndex((k) => k === 'ita-submission' || k === '300a-posting');
    expect(kinds.filter((k) => k === 'recording' || k === 'osha-report').length).toBeGreaterThan(0);
    expect(kinds.slice(firstYearly).every((k) => k === 'ita-submission' || k === '300a-posting')).toBe(true);
    t.setNow('2027-03-10T15:00:00Z');
    const url = '/api/osha/ita/submissions';
    const missing = await call('admin', 'POST', url, { establishmentId: ids.chicago, year: 2026 });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('confirmationNumber');
    const thisYear = await call('admin', 'POST', url, {
      establishmentId: ids.chicago,
      year: 2027,
      confirmationNumber: 'ITA-1',
    });
    expect(thisYear.status).toBe(400);
    expect(JSON.stringify(thisYear.body)).toContain('year');
    const submission = { establishmentId: ids.chicago, year: 2026, confirmationNumber: 'ITA-2026-88123' };
    expect((await call('officer', 'POST', url, submission)).status).toBe(403);
    expect((await call('admin', 'POST', url, submission)).status).toBe(200);
    expect(await yearly('2027-03-10T16:00:00Z', ids.chicago!, 'ita-submission')).toBeUndefined();
    expect((await yearly('2027-03-10T16:00:00Z', ids.denver!, 'ita-submission'))?.state).toBe('overdue');
    // The same submission again records nothing.
    t.setNow('2027-03-11T15:00:00Z');
    expect((await call('admin', 'POST', url, submission)).body.consistencyToken).toBeNull();
  });
});
