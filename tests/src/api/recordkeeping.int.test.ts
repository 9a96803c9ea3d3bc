import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** OSHA recordkeeping on an incident: the safety team decides, with history; nobody else sees it. */
let t: TestApp;
const cookie: Record<string, string> = {};
let token = '';
let incidentId = '';

const call = async (user: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: cookie[user]!, 'x-consistency-token': token },
  });
  const body = response.json();
  if (body?.consistencyToken) token = body.consistencyToken;
  return { status: response.statusCode, body };
};

const url = (id: string) => `/api/incidents/${id}/recordkeeping`;

const decision: DecideRecordkeepingBody = {
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
};

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  const reported = await t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: validReport({ type: 'injury', date: '2026-11-20' }),
    headers: { cookie: cookie.employee! },
  });
  incidentId = reported.json().id;
  token = reported.json().consistencyToken;
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
