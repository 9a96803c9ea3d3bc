import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecideRecordkeepingBody, OshaClocks, OshaRates } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { answered } from '../support/guided-answers.ts';

/**
 * Duplicate and void (docs/product.md): a report filed twice is marked a duplicate and leaves the
 * dashboard figures, the review queue, the OSHA log, rates and clocks; undone, it returns to all
 * of them. Its record, history and audit export keep it throughout.
 */
const REPORTED = '2026-11-20T15:00:00Z';
const DECIDED = '2026-11-27T15:00:00Z';
const MARKED = '2026-11-28T15:00:00Z';
const REINSTATED = '2026-11-29T15:00:00Z';

let t: TestApp;
/** The app's clock and the event store's recorded times both at `instant` (the forms read the latter). */
const at = (instant: string) => {
  vi.setSystemTime(new Date(instant));
  t.setNow(instant);
};
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};

const { call, ok } = apiCalls(() => t, cookie);

const decision: DecideRecordkeepingBody = answered({
  workRelated: true,
  recordable: true,
  outcome: 'days-away',
  caseType: 'injury',
  privacyCase: null,
  daysAway: 5,
  hospitalizedOvernight: true,
});

const reportInjury = async (location: string) =>
  (
    await ok('employee', 'POST', '/api/incidents', {
      ...validReport({ type: 'injury', date: '2026-11-20', injuryOccurred: true, location }),
      establishmentId: ids.plant,
    })
  ).id as string;

/** Everything the issue names as counting, as one officer and one admin see it now. */
const whatCounts = async () => {
  const year = `establishmentId=${ids.plant}&year=2026`;
  const [list, metrics, dashboard, notifications, log, summary, rates, clocks] = await Promise.all([
    ok('officer', 'GET', '/api/incidents?limit=200'),
    ok('officer', 'GET', '/api/metrics/current?period=this-month'),
    ok('admin', 'GET', '/api/admin/dashboard'),
    ok('officer', 'GET', '/api/admin/notifications'),
    ok('officer', 'GET', `/api/osha/300?${year}`),
    ok('officer', 'GET', `/api/osha/300a?${year}`),
    ok('officer', 'GET', '/api/osha/rates') as Promise<OshaRates>,
    ok('officer', 'GET', '/api/osha/clocks') as Promise<OshaClocks>,
  ]);
  const plantRate = rates.rows.find((r) => r.key === ids.plant)?.periods.find((p) => p.period === '2026');
  return {
    listed: (list as { id: string }[]).some((i) => i.id === ids.duplicate),
    incidentsThisMonth: metrics.incidentsCount as number,
    totalIncidents: dashboard.totalIncidents as number,
    recent: (dashboard.recentIncidents as { id: string }[]).some((i) => i.id === ids.duplicate),
    pending: (notifications.items as { id: string }[]).some((i) => i.id === ids.duplicate),
    onLog: (log.cases as { incidentId: string }[]).some((c) => c.incidentId === ids.duplicate),
    casesOn300A: summary.summary.total_dafw_cases as number,
    rateCases: plantRate?.cases ?? 0,
    clock: clocks.clocks.some((c) => c.incidentId === ids.duplicate),
  };
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of ['employee', 'supervisor', 'officer', 'admin']) cookie[user] = await t.signIn(user);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  at(REPORTED);
  ids.plant = (
    await ok('admin', 'POST', '/api/establishments', {
      name: 'Duplicate Works',
      company: 'IPSI',
      streetAddress: '1 Test Rd',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
      naicsCode: '325110',
      industryDescription: 'Petrochemical manufacturing',
      timeZone: 'America/Chicago',
    })
  ).id;
  await ok('admin', 'PUT', `/api/establishments/${ids.plant}/years/2026`, {
    annualAverageEmployees: 50,
    peakEmployees: 50,
    totalHoursWorked: 100_000,
  });
  ids.original = await reportInjury('Dock 3');
  ids.duplicate = await reportInjury('Dock 3, north side');
  ids.other = await reportInjury('Paint shop');
  at(DECIDED);
  for (const id of [ids.original, ids.duplicate])
    await ok('officer', 'PUT', `/api/incidents/${id}/recordkeeping`, decision);
});
afterAll(async () => {
  vi.useRealTimers();
  t.setNow(null);
  await t.close();
});

describe('a report filed twice, with a recordable case and an open 24-hour clock', () => {
  let before: Awaited<ReturnType<typeof whatCounts>>;

  it('counts everywhere before it is marked', async () => {
    at(MARKED);
    before = await whatCounts();
    expect(before).toMatchObject({ listed: true, recent: true, pending: true, onLog: true, clock: true });
    expect(before.casesOn300A).toBe(2);
    expect(before.rateCases).toBe(2);
  });

  it('marked a duplicate by a safety officer, it leaves every count, the OSHA log, rates and clocks', async () => {
    at(MARKED);
    await ok('officer', 'POST', `/api/incidents/${ids.duplicate}/duplicate`, {
      duplicateOf: ids.original,
      reason: 'The employee submitted the same injury twice.',
    });
    const after = await whatCounts();
    expect(after).toMatchObject({ listed: false, recent: false, pending: false, onLog: false, clock: false });
    expect(after.incidentsThisMonth).toBe(before.incidentsThisMonth - 1);
    expect(after.totalIncidents).toBe(before.totalIncidents - 1);
    expect(after.casesOn300A).toBe(1);
    expect(after.rateCases).toBe(1);
    expect((await call('officer', 'GET', `/api/osha/301/${ids.duplicate}`)).status).toBe(404);
  });

  it('stays in the "Duplicates and void" list, its record says what it duplicates, by whom and why', async () => {
    const setAside = await ok('officer', 'GET', '/api/incidents?show=set-aside');
    expect(setAside).toEqual([expect.objectContaining({ id: ids.duplicate, disposition: 'duplicate' })]);
    const detail = await ok('officer', 'GET', `/api/incidents/${ids.duplicate}`);
    const original = await ok('officer', 'GET', `/api/incidents/${ids.original}`);
    expect(detail.dispositionDetail).toEqual({
      kind: 'duplicate',
      duplicateOf: { id: ids.original, reportNumber: original.reportNumber },
      reason: 'The employee submitted the same injury twice.',
      markedByName: expect.any(String),
      markedAt: '2026-11-28T15:00:00.000Z',
    });
    // A whole report number finds its report whatever it is marked.
    const byNumber = await ok('officer', 'GET', `/api/incidents?search=${detail.reportNumber}`);
    expect(byNumber).toEqual([expect.objectContaining({ id: ids.duplicate })]);
  });

  it('the 300 log as of the day before still shows it, and the changes since say it was taken off', async () => {
    const log = await ok(
      'officer',
      'GET',
      `/api/osha/300?establishmentId=${ids.plant}&year=2026&asOf=2026-11-27&since=2026-11-27`,
    );
    expect(log.cases.map((c: { incidentId: string }) => c.incidentId)).toContain(ids.duplicate);
    const now = await ok(
      'officer',
      'GET',
      `/api/osha/300?establishmentId=${ids.plant}&year=2026&since=2026-11-27`,
    );
    expect(now.changes).toEqual([expect.objectContaining({ incidentId: ids.duplicate, kind: 'set-aside' })]);
  });

  it('keeps the marking in its history, with author and time, and in the audit export', async () => {
    const history = await ok('officer', 'GET', `/api/incidents/${ids.duplicate}/history`);
    expect(history.entries.at(-1)).toMatchObject({
      type: 'IncidentMarkedDuplicate',
      summary: 'Marked as a duplicate',
      actor: { role: 'safety-officer' },
      recordedAt: expect.stringMatching(/^2026-11-28T15:00/),
    });
    const audit = await ok('admin', 'GET', `/api/incidents/${ids.duplicate}/audit`);
    expect(audit.events.map((e: { type: string }) => e.type)).toContain('IncidentMarkedDuplicate');
  });

  it('undone with a reason, it returns to every count, the log, rates and clocks', async () => {
    at(REINSTATED);
    await ok('officer', 'POST', `/api/incidents/${ids.duplicate}/reinstate`, {
      reason: 'A second injury after all: the other hand.',
    });
    const after = await whatCounts();
    expect(after).toMatchObject({ listed: true, recent: true, pending: true, onLog: true, clock: true });
    expect(after.casesOn300A).toBe(2);
    expect(after.rateCases).toBe(2);
    expect(after.incidentsThisMonth).toBe(before.incidentsThisMonth);
    const history = await ok('officer', 'GET', `/api/incidents/${ids.duplicate}/history`);
    expect(history.entries.at(-1)).toMatchObject({
      type: 'IncidentReinstated',
      note: expect.stringMatching(/other hand/),
    });
  });
});

describe('the rules of marking, on the server', () => {
  const mark = (user: string, id: string, payload: object) =>
    call(user, 'POST', `/api/incidents/${id}/duplicate`, payload);

  it.each(['employee', 'supervisor'])('a %s may not mark, void or undo (403)', async (user) => {
    const reason = { reason: 'Looks the same.' };
    expect((await mark(user, ids.other!, { duplicateOf: ids.original, ...reason })).status).toBe(403);
    expect((await call(user, 'POST', `/api/incidents/${ids.other}/void`, reason)).status).toBe(403);
    expect((await call(user, 'POST', `/api/incidents/${ids.other}/reinstate`, reason)).status).toBe(403);
  });

  it('a missing reason, a duplicate of itself and an unknown original are refused naming the field', async () => {
    const noReason = await mark('officer', ids.other!, { duplicateOf: ids.original });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const itself = await mark('officer', ids.other!, { duplicateOf: ids.other, reason: 'x' });
    expect(itself).toMatchObject({ status: 422, body: { errors: [{ field: 'duplicateOf' }] } });
    const unknown = await mark('officer', ids.other!, { duplicateOf: crypto.randomUUID(), reason: 'x' });
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ field: 'duplicateOf' }] } });
  });

  it('undoing a report not marked is refused (409); a voided report is refused as an original and cannot be marked again', async () => {
    expect(
      (await call('admin', 'POST', `/api/incidents/${ids.other}/reinstate`, { reason: 'x' })).status,
    ).toBe(409);
    await ok('admin', 'POST', `/api/incidents/${ids.other}/void`, { reason: 'A training exercise.' });
    expect((await mark('officer', ids.duplicate!, { duplicateOf: ids.other, reason: 'x' })).status).toBe(422);
    expect((await mark('officer', ids.other!, { duplicateOf: ids.original, reason: 'x' })).status).toBe(409);
    expect((await call('officer', 'POST', `/api/incidents/${ids.other}/void`, { reason: 'x' })).status).toBe(
      409,
    );
  });

  it('an unknown incident is not found (404)', async () => {
    expect(
      (await call('officer', 'POST', `/api/incidents/${crypto.randomUUID()}/void`, { reason: 'x' })).status,
    ).toBe(404);
  });
});
