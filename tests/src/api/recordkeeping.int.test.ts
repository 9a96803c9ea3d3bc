import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiCalls } from '../support/api-calls.ts';
import { answered } from '../support/guided-answers.ts';

/** OSHA recordkeeping on an incident: the safety team decides, with history; nobody else sees it. */
let t: TestApp;
const cookie: Record<string, string> = {};
let incidentId = '';

const { call } = apiCalls(() => t, cookie);

/** An injury reported by the employee, as each decision below starts from. */
const reportInjury = async () =>
  (await call('employee', 'POST', '/api/incidents', validReport({ type: 'injury', date: '2026-11-20' })))
    .body;

const url = (id: string) => `/api/incidents/${id}/recordkeeping`;

const decision: DecideRecordkeepingBody = answered({
  workRelated: true,
  recordable: true,
  outcome: 'days-away',
  daysAway: 2,
  daysRestricted: 1,
  caseType: 'injury',
  privacyCase: null,
  jobTitle: 'Forklift operator',
  bodyPart: 'Right wrist',
  activityBefore: 'Turning the forklift',
  whatHappened: 'Caught the wrist against the mast',
  objectOrSubstance: 'Forklift mast',
  treatedInEmergencyRoom: true,
  hospitalizedOvernight: false,
  amputationOrLossOfEye: false,
});

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  incidentId = (await reportInjury()).id;
});
afterAll(async () => t.close());

describe('deciding recordability', () => {
  it('refuses employees and supervisors, and changes nothing', async () => {
    for (const user of ['employee', 'supervisor']) {
      expect((await call(user, 'PUT', url(incidentId), decision)).status).toBe(403);
      expect((await call(user, 'GET', url(incidentId))).status).toBe(403);
    }
    expect((await call('officer', 'GET', url(incidentId))).body).toMatchObject({
      current: null,
      history: [],
    });
  });

  it('answers 404 for an unknown incident', async () => {
    const unknown = '4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a';
    expect((await call('officer', 'PUT', url(unknown), decision)).status).toBe(404);
    expect((await call('officer', 'GET', url(unknown))).status).toBe(404);
  });

  it('names the fields that are wrong', async () => {
    const bad = await call('officer', 'PUT', url(incidentId), {
      ...decision,
      outcome: 'lost',
      daysAway: 400,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['daysAway', 'outcome']);
    const death = await call('officer', 'PUT', url(incidentId), { ...decision, outcome: 'death' });
    expect(death.status).toBe(400);
    expect(death.body.errors).toEqual([{ field: 'dateOfDeath', reason: 'Required' }]);
  });

  it('records the first decision, then refuses a change without a reason, naming reason', async () => {
    expect((await call('officer', 'PUT', url(incidentId), decision)).status).toBe(200);
    const change = { ...decision, caseType: 'skin-disorder' as const };
    const refused = await call('admin', 'PUT', url(incidentId), change);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'reason', reason: 'Required' }]);
    const changed = await call('admin', 'PUT', url(incidentId), {
      ...change,
      reason: 'Clinic: contact dermatitis',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.consistencyToken).toEqual(expect.any(String));
  });

  it('shows the current decision and its history with author, time, reason and what changed', async () => {
    const { status, body } = await call('officer', 'GET', url(incidentId));
    expect(status).toBe(200);
    expect(body.current).toMatchObject({ caseType: 'skin-disorder', bodyPart: 'Right wrist', daysAway: 2 });
    expect(body.history).toHaveLength(2);
    expect(body.history[0]).toMatchObject({
      version: 1,
      reason: null,
      decidedBy: { name: expect.any(String) },
    });
    expect(body.history[1]).toMatchObject({
      version: 2,
      reason: 'Clinic: contact dermatitis',
      changed: ['caseType'],
      recordedAt: expect.any(String),
    });
    expect(body.history[1].decidedBy.name).not.toBe(body.history[0].decidedBy.name);
  });
});

describe('medical details stay with the safety team', () => {
  it('are in no incident view an employee or a supervisor can read', async () => {
    for (const user of ['employee', 'supervisor']) {
      for (const path of ['', '/history']) {
        const { status, body } = await call(user, 'GET', `/api/incidents/${incidentId}${path}`);
        expect(status).toBe(200);
        const seen = JSON.stringify(body);
        for (const secret of ['Right wrist', 'Caught the wrist', 'Forklift mast', 'dermatitis'])
          expect(seen).not.toContain(secret);
      }
      expect((await call(user, 'GET', `/api/incidents/${incidentId}/audit`)).status).toBe(403);
    }
  });
});

describe('the guided recording decision', () => {
  let caseId = '';
  const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field);
  /** Work-related, new, no criterion met: a cut cleaned and covered. */
  const firstAidOnly = {
    ...decision.answers,
    daysAway: false,
    noTreatment: false,
    firstAid: ['wound-cleaning', 'wound-covering'],
    medicalTreatment: [],
  } as const;

  beforeAll(async () => {
    caseId = (await reportInjury()).id;
  });

  it('refuses a decision without answers, or with an answer the steps still want, naming each', async () => {
    const { answers: _, ...unanswered } = decision;
    const missing = await call('officer', 'PUT', url(caseId), unanswered);
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toEqual(['answers']);
    const partly = await call('officer', 'PUT', url(caseId), {
      ...decision,
      answers: { ...decision.answers, newCase: null, hearingTest: true, audiogram: null },
    });
    expect(partly.status).toBe(400);
    expect(fields(partly.body)).toEqual(['answers.newCase']);
    expect((await call('officer', 'GET', url(caseId))).body.history).toEqual([]);
  });

  it('refuses an outcome other than the answers give unless the departure is explained', async () => {
    const recordedAnyway = { ...decision, answers: firstAidOnly };
    const refused = await call('officer', 'PUT', url(caseId), recordedAnyway);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'departureReason', reason: 'Required' }]);
    expect((await call('officer', 'GET', url(caseId))).body.current).toBeNull();
  });

  it('stores the answers with the decision, and the departure with its reason', async () => {
    const notRecordable = {
      ...decision,
      recordable: false,
      outcome: null,
      caseType: null,
      daysAway: 0,
      daysRestricted: 0,
      answers: firstAidOnly,
    };
    expect((await call('officer', 'PUT', url(caseId), notRecordable)).status).toBe(200);
    const first = (await call('officer', 'GET', url(caseId))).body.current;
    expect(first).toMatchObject({ recordable: false, departureReason: null });
    expect(first.answers).toMatchObject({
      firstAid: ['wound-cleaning', 'wound-covering'],
      medicalTreatment: [],
    });

    const departed = await call('admin', 'PUT', url(caseId), {
      ...decision,
      answers: firstAidOnly,
      departureReason: 'The clinic kept the employee home for two days',
      reason: 'Clinic note received',
    });
    expect(departed.status).toBe(200);
    const { current, history } = (await call('officer', 'GET', url(caseId))).body;
    expect(current).toMatchObject({
      recordable: true,
      outcome: 'days-away',
      departureReason: 'The clinic kept the employee home for two days',
    });
    expect(history.at(-1).changed).toContain('departureReason');
  });

  it('recomputes the hearing-loss shift: a shift without 25 dB in the same ear is no case', async () => {
    const ear = (baseline: number, current: number) => ({
      baseline: { hz2000: baseline, hz3000: baseline, hz4000: baseline },
      current: { hz2000: current, hz3000: current, hz4000: current },
    });
    const hearingCase = (await reportInjury()).id;
    const answers = {
      ...firstAidOnly,
      noTreatment: true,
      firstAid: [],
      hearingTest: true,
      // Left: a 12 dB shift to 20 dB; right: 30 dB but no shift.
      audiogram: { left: ear(8, 20), right: ear(30, 30) },
    };
    const claimed = {
      ...decision,
      outcome: 'other-recordable',
      daysAway: 0,
      daysRestricted: 0,
      caseType: 'hearing-loss',
      answers,
    };
    const refused = await call('officer', 'PUT', url(hearingCase), claimed);
    expect(fields(refused.body)).toEqual(['departureReason']);
    const shifted = { ...answers, audiogram: { left: ear(8, 25), right: ear(30, 30) } };
    expect((await call('officer', 'PUT', url(hearingCase), { ...claimed, answers: shifted })).status).toBe(
      200,
    );
  });
});
