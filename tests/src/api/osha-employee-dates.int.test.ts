import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody, OshaClocks } from '@hs/contracts';
import { caseDecision, recordkeepingStreamId } from '@hs/domain';
import { apiCalls } from '../support/api-calls.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { answered } from '../support/guided-answers.ts';

/**
 * The employee's dates of birth and hire on the recordkeeping decision (Form 301 items 3 and 4,
 * the ITA's date_of_birth and date_of_hire): refused when they cannot be right, and listed by the
 * ITA check on cases decided before the server checked them.
 */
let t: TestApp;
const cookie: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookie);
let plant = '';
let injury = '';

const NOW = '2026-11-20T15:00:00Z';

const decision = (overrides: Partial<DecideRecordkeepingBody>): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'other-recordable',
    caseType: 'injury',
    jobTitle: 'Line worker',
    ...overrides,
  });

const decide = (body: DecideRecordkeepingBody) => {
  t.setNow(NOW);
  return call('officer', 'PUT', `/api/incidents/${injury}/recordkeeping`, body);
};

const report = async (date: string) => {
  t.setNow(NOW);
  return (await ok('employee', 'POST', '/api/incidents', {
    ...validReport({ type: 'injury', date, injuryOccurred: true }),
    establishmentId: plant,
  })) as { id: string; reportNumber: string };
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of ['employee', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  t.setNow(NOW);
  plant = (
    await ok('admin', 'POST', '/api/establishments', {
      name: 'Packing Plant',
      company: 'IPSI',
      streetAddress: '5 Stockyard Rd',
      city: 'Amarillo',
      state: 'TX',
      zip: '79101',
      naicsCode: '311611',
      industryDescription: 'Animal slaughtering',
      ein: '12-3456789',
      timeZone: 'America/Chicago',
    })
  ).id;
  await ok('admin', 'PUT', `/api/establishments/${plant}/years/2025`, {
    annualAverageEmployees: 150,
    peakEmployees: 170,
    totalHoursWorked: 300_000,
  });
  injury = (await report('2026-11-10')).id;
});
afterEach(() => t.setNow(null));
afterAll(async () => t?.close());

describe('dates of birth and hire on a recordkeeping decision', () => {
  it('refuses a date of birth in the future, naming the field, and records nothing', async () => {
    const refused = await decide(decision({ employeeDateOfBirth: '2026-12-15' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'employeeDateOfBirth', reason: 'The date of birth cannot be in the future.' },
    ]);
    t.setNow(NOW);
    const clocks = (await ok('officer', 'GET', '/api/osha/clocks')) as OshaClocks;
    expect(clocks.clocks.find((c) => c.kind === 'recording' && c.incidentId === injury)).toBeDefined();
  });

  it('refuses a date of birth that makes the employee 12 at the injury', async () => {
    const refused = await decide(decision({ employeeDateOfBirth: '2014-06-01' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'employeeDateOfBirth',
        reason:
          'This date of birth makes the employee 12 at the injury or illness; the age must be from 14 to 100.',
      },
    ]);
  });

  it('refuses a date hired after the injury', async () => {
    const refused = await decide(decision({ employeeDateHired: '2026-11-12' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'employeeDateHired',
        reason: 'The date hired cannot be after the date of the injury or illness.',
      },
    ]);
  });

  it('accepts an adult hired before the injury', async () => {
    const accepted = await decide(
      decision({ employeeDateOfBirth: '1990-04-02', employeeDateHired: '2020-01-06' }),
    );
    expect(accepted.status).toBe(200);
  });
});

describe('the ITA check on cases decided before the dates were checked', () => {
  it('lists a date of birth and a date of hire after the incident so they are corrected', async () => {
    const older = await report('2025-05-10');
    // A decision as stored before the check: the decider would refuse it now.
    const appended = await t.store.append(
      recordkeepingStreamId(older.id),
      0,
      [
        {
          type: 'RecordkeepingDecided',
          data: {
            incidentId: older.id,
            decision: caseDecision({
              jobTitle: 'Line worker',
              bodyPart: 'Left hand',
              activityBefore: 'Trimming',
              whatHappened: 'The knife slipped',
              objectOrSubstance: 'Boning knife',
              employeeDateOfBirth: '2026-12-15',
              employeeDateHired: '2025-06-01',
            }),
            changed: ['recordable'],
            reason: null,
            decidedBy: null,
            decidedByName: 'Earlier officer',
            decidedAt: '2025-05-12T15:00:00.000Z',
          },
        },
      ],
      {
        userId: null,
        userName: null,
        role: null,
        command: 'DecideRecordkeeping',
        correlationId: 'c',
        causationId: null,
        requestId: null,
        clientIp: null,
      },
    );
    expect(appended).toBeDefined();
    const problem = (field: string, reason: string) => ({
      kind: 'case',
      id: older.id,
      label: older.reportNumber,
      field,
      reason,
    });
    await expect
      .poll(async () => (await call('admin', 'GET', '/api/osha/ita/problems?year=2025')).body.problems, {
        timeout: 10_000,
      })
      .toEqual(
        expect.arrayContaining([
          problem('date_of_birth', 'The date of birth cannot be after the date of the injury or illness.'),
          problem('date_of_hire', 'The date hired cannot be after the date of the injury or illness.'),
        ]),
      );
  });
});
