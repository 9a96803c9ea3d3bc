/**
 * The Insights page's work figures (GET /api/insights: `actions` and `inspections`) equal what the
 * test counts from the actions and inspections it made, at an establishment of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSISTENCY_HEADER,
  type ActionList,
  type ComplianceSummary,
  type InsightsAnswer,
  type OshaRates,
} from '@hs/contracts';
import { site } from '../support/establishment-fixtures.ts';
import { injectPdfUpload } from '../support/document-upload.ts';
import { signaturePng } from '../support/sample-files.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

type Who = 'admin' | 'officer' | 'supervisor' | 'employee';
let t: TestApp;
const cookies = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;
let token = '';
let plantId = '';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = async (who: Who, method: Method, url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who], [CONSISTENCY_HEADER]: token },
    ...(payload ? { payload } : {}),
  });
  const next = response.headers[CONSISTENCY_HEADER];
  if (typeof next === 'string') token = next;
  return response;
};
const ok = async (who: Who, method: Method, url: string, payload?: object) => {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

/** An action the test made, and how it should count on 10 December (the plant is in Chicago). */
type Made = {
  id: string;
  due: string;
  owner: Who;
  kind: 'closedOnTime' | 'closedLate' | 'overdue' | 'notYetDue';
};
const actions: Made[] = [];
const NOW = '2026-12-10T18:00:00Z';

const raise = async (owner: Who, due: string, at: string) => {
  t.setNow(at);
  const { id } = await ok('officer', 'POST', '/api/actions', {
    title: `Guard the conveyor, due ${due}`,
    controlLevel: 'engineering',
    ownerId: ids[owner],
    dueDate: due,
    priority: 'medium',
    establishmentId: plantId,
  });
  return id as string;
};
const completeAt = async (id: string, owner: Who, at: string) => {
  t.setNow(at);
  await ok(owner, 'POST', `/api/actions/${id}/complete`, { note: 'Guard fitted' });
};

/** An inspection the test made: who did it, its score, and whether it was on time (null: ad hoc). */
type Inspection = { inspector: Who; score: number; onTime: boolean | null };
const inspections: Inspection[] = [];

const template = {
  title: 'Conveyor guard check',
  category: 'equipment',
  sections: [
    {
      title: 'Guards',
      questions: [
        { id: 'fixed', text: 'Fixed guard in place', kind: 'yes-no', raisesFinding: true },
        { id: 'stop', text: 'Emergency stop works', kind: 'yes-no', raisesFinding: true },
      ],
    },
  ],
};

/** Answers both questions ("no" fails one) and signs off at `at`. */
const inspect = async (inspector: Who, start: object, answers: [string, string], at: string) => {
  t.setNow(at);
  const { id } = await ok(inspector, 'POST', '/api/inspections', start);
  await ok(inspector, 'PUT', `/api/inspections/${id}/answers/fixed`, { value: answers[0] });
  await ok(inspector, 'PUT', `/api/inspections/${id}/answers/stop`, { value: answers[1] });
  await ok(inspector, 'POST', `/api/inspections/${id}/complete`, { attested: true });
  const done = await ok(inspector, 'GET', `/api/inspections/${id}`);
  return done as { score: number; completedOn: string };
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'UTC' });
  for (const who of ['admin', 'officer', 'supervisor', 'employee'] as const)
    cookies[who] = await t.signIn(who);
  const users = (await ok('admin', 'GET', '/api/users')) as { id: string; username: Who }[];
  for (const who of Object.keys(cookies) as Who[]) ids[who] = users.find((u) => u.username === who)!.id;
  t.setNow('2026-11-01T15:00:00Z');
  plantId = (await ok('admin', 'POST', '/api/establishments', site('Work Figures Plant'))).id;

  // Closed the day before it was due.
  const early = await raise('employee', '2026-11-10', '2026-11-02T15:00:00Z');
  await completeAt(early, 'employee', '2026-11-09T15:00:00Z');
  actions.push({ id: early, due: '2026-11-10', owner: 'employee', kind: 'closedOnTime' });
  // Closed five days late.
  const late = await raise('admin', '2026-11-20', '2026-11-02T16:00:00Z');
  await completeAt(late, 'admin', '2026-11-25T15:00:00Z');
  actions.push({ id: late, due: '2026-11-20', owner: 'admin', kind: 'closedLate' });
  // Closed at 21:00 on its due day in Chicago (03:00 the next day in UTC), then verified: on time.
  const lastHour = await raise('employee', '2026-12-08', '2026-12-01T15:00:00Z');
  await completeAt(lastHour, 'employee', '2026-12-09T03:00:00Z');
  t.setNow('2026-12-09T15:00:00Z');
  await ok('officer', 'POST', `/api/actions/${lastHour}/verify`, { note: 'Checked on the floor' });
  actions.push({ id: lastHour, due: '2026-12-08', owner: 'employee', kind: 'closedOnTime' });
  // Completed, then reopened: open again and past its due day.
  const reopened = await raise('employee', '2026-12-05', '2026-12-01T16:00:00Z');
  await completeAt(reopened, 'employee', '2026-12-04T15:00:00Z');
  t.setNow('2026-12-06T15:00:00Z');
  await ok('officer', 'POST', `/api/actions/${reopened}/reopen`, { reason: 'The guard came loose' });
  actions.push({ id: reopened, due: '2026-12-05', owner: 'employee', kind: 'overdue' });
  // Started, not due until the 20th.
  const pending = await raise('admin', '2026-12-20', '2026-12-01T17:00:00Z');
  actions.push({ id: pending, due: '2026-12-20', owner: 'admin', kind: 'notYetDue' });

  // Inspections: the employee's daily check of 7 December on the day and of 8 December a day late;
  // the officer's ad hoc one with one of two answers failing.
  t.setNow('2026-12-07T14:00:00Z');
  const templateId = (await ok('officer', 'POST', '/api/inspection-templates', template)).id;
  const scheduleId = (
    await ok('officer', 'POST', '/api/inspection-schedules', {
      templateId,
      establishmentId: plantId,
      frequency: 'daily',
      assigneeId: ids.employee,
      startsOn: '2026-12-07',
    })
  ).id;
  for (const [periodStart, at, onTime] of [
    ['2026-12-07', '2026-12-07T20:00:00Z', true],
    ['2026-12-08', '2026-12-09T20:00:00Z', false],
  ] as const) {
    const done = await inspect('employee', { scheduleId, periodStart }, ['yes', 'yes'], at);
    expect(done.completedOn <= periodStart).toBe(onTime);
    inspections.push({ inspector: 'employee', score: done.score, onTime });
  }
  // Of a template of its own: one of a scheduled template would count as the day's check.
  const unscheduled = (
    await ok('officer', 'POST', '/api/inspection-templates', { ...template, title: 'Spot check' })
  ).id;
  const adHoc = await inspect(
    'officer',
    { templateId: unscheduled, establishmentId: plantId },
    ['yes', 'no'],
    '2026-12-09T21:00:00Z',
  );
  expect(adHoc.score).toBe(50);
  inspections.push({ inspector: 'officer', score: adHoc.score, onTime: null });
  t.setNow(NOW);
}, 120_000);
afterAll(async () => t?.close());

const figures = async (who: Who, query: string): Promise<InsightsAnswer> =>
  ok(who, 'GET', `/api/insights?period=custom&from=2026-11-01&to=2026-12-31&${query}`);

const counted = (keep: (a: Made) => boolean) => (month: string) => {
  const due = actions.filter((a) => a.due.startsWith(month) && keep(a));
  return {
    month,
    closedOnTime: due.filter((a) => a.kind === 'closedOnTime').length,
    closedLate: due.filter((a) => a.kind === 'closedLate').length,
    overdue: due.filter((a) => a.kind === 'overdue').length,
    notYetDue: due.filter((a) => a.kind === 'notYetDue').length,
  };
};
const mean = (scores: number[]) => Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;

describe('work figures on the Insights page', () => {
  it('counts corrective actions by due month: closed on time or late, overdue, not yet due', async () => {
    const answer = await figures('officer', `establishment=${plantId}`);
    expect(answer.actions).toEqual(['2026-11', '2026-12'].map(counted(() => true)));
    expect(answer.actions.map((m) => m.closedOnTime + m.closedLate + m.overdue + m.notYetDue)).toEqual([
      2, 3,
    ]);
  });

  it('a month is due work in its own days only: December alone leaves November out', async () => {
    const answer = await ok(
      'officer',
      'GET',
      `/api/insights?period=custom&from=2026-12-01&to=2026-12-31&establishment=${plantId}`,
    );
    expect(answer.actions).toEqual([counted(() => true)('2026-12')]);
  });

  it('counts the inspections completed at each site: mean score and on-time of the scheduled', async () => {
    const answer = await figures('officer', `establishment=${plantId}`);
    const scheduled = inspections.filter((i) => i.onTime !== null);
    expect(answer.inspections).toEqual([
      {
        establishmentId: plantId,
        name: 'Work Figures Plant',
        completed: inspections.length,
        meanScore: mean(inspections.map((i) => i.score)),
        onTime: scheduled.filter((i) => i.onTime).length,
        scheduled: scheduled.length,
      },
    ]);
  });

  it("a supervisor's figures hold their department's owners and inspectors only", async () => {
    const answer = await figures('supervisor', `establishment=${plantId}`);
    expect(answer.actions).toEqual(['2026-11', '2026-12'].map(counted((a) => a.owner === 'employee')));
    const theirs = inspections.filter((i) => i.inspector === 'employee');
    expect(answer.inspections).toEqual([
      expect.objectContaining({ completed: theirs.length, meanScore: mean(theirs.map((i) => i.score)) }),
    ]);
  });

  it("a month's link opens exactly the actions due in it", async () => {
    const list = (await ok(
      'officer',
      'GET',
      `/api/actions?scope=all&establishmentId=${plantId}&dueFrom=2026-12-01&dueTo=2026-12-31`,
    )) as ActionList;
    expect(list.items.map((a) => a.id).sort()).toEqual(
      actions
        .filter((a) => a.due.startsWith('2026-12'))
        .map((a) => a.id)
        .sort(),
    );
  });

  it('another company leaves every work figure empty', async () => {
    const answer = await figures('officer', `establishment=${plantId}&company=TODCO`);
    expect(answer.actions.every((m) => m.closedOnTime + m.closedLate + m.overdue + m.notYetDue === 0)).toBe(
      true,
    );
    expect(answer.inspections).toEqual([]);
  });
});

describe('people on the Insights page', () => {
  // The Compliance page's period: the month up to today (10 December, UTC).
  const monthToDate = 'period=custom&from=2026-12-01&to=2026-12-10';
  const people = async (who: Who) =>
    ((await ok(who, 'GET', `/api/insights?${monthToDate}`)) as InsightsAnswer).people;
  const production = (answer: InsightsAnswer['people']) =>
    answer.departments.find((d) => d.department === 'Production')!;

  it("a signature given leaves its department's and its document's awaited count one lower", async () => {
    t.setNow(NOW);
    const uploaded = await injectPdfUpload(t, cookies.admin, '/api/documents', 'Conveyor lockout');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    token = uploaded.headers[CONSISTENCY_HEADER]?.toString() ?? token;
    const document = { documentId: uploaded.json().id as string };
    await ok('admin', 'PATCH', `/api/documents/${document.documentId}/signature-requirement`, {
      requiresSignature: true,
      departments: ['Production'],
    });
    const before = await people('admin');
    await ok('employee', 'POST', '/api/documents/signatures', {
      documentId: document.documentId,
      signatureData: signaturePng,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
    const after = await people('admin');
    expect(production(after).signaturesAwaiting).toBe(production(before).signaturesAwaiting - 1);
    expect(production(after).signaturesOwed).toBe(production(before).signaturesOwed);
    const awaitingOf = (answer: InsightsAnswer['people']) =>
      answer.documents.find((d) => d.documentId === document.documentId)?.awaiting ?? 0;
    expect(awaitingOf(after)).toBe(awaitingOf(before) - 1);
  });

  it("training by department and the signatures awaited (the one signed above among them) equal the Compliance page's", async () => {
    t.setNow(NOW);
    const summary = (await ok('admin', 'GET', '/api/compliance/summary')) as ComplianceSummary;
    const { departments } = await people('admin');
    for (const d of summary.departments)
      expect(
        departments.find((row) => row.department === d.department),
        d.department,
      ).toMatchObject({
        employees: d.employees,
        trainingOnTime: d.training?.completed ?? 0,
        trainingDue: d.training?.total ?? 0,
      });
    const owed = departments.reduce((n, d) => n + d.signaturesOwed, 0);
    const awaiting = departments.reduce((n, d) => n + d.signaturesAwaiting, 0);
    expect(owed).toBeGreaterThan(awaiting);
    expect({ completed: owed - awaiting, total: owed }).toEqual({
      completed: summary.compliance.documentation?.completed ?? 0,
      total: summary.compliance.documentation?.total ?? 0,
    });
  });

  it("a supervisor's people are their department's", async () => {
    t.setNow(NOW);
    const { departments } = await people('supervisor');
    expect(departments.map((d) => d.department)).toEqual(['Production']);
  });
});

describe('OSHA rates on the Insights page', () => {
  const twoYears = 'period=custom&from=2025-01-01&to=2026-12-10';

  it("are the OSHA rates page's, per establishment and calendar year of the period", async () => {
    t.setNow(NOW);
    const rates = (await ok('officer', 'GET', '/api/osha/rates')) as OshaRates;
    const expected = rates.rows
      .filter((row) => row.scope === 'establishment')
      .flatMap((row) =>
        row.periods
          .filter((p) => p.period === '2025' || p.period === '2026')
          .map((p) => ({
            establishmentId: row.key,
            name: row.label,
            year: Number(p.period),
            cases: p.cases,
            dartCases: p.dartCases,
            hoursWorked: p.hoursWorked,
            trir: p.trir,
            dart: p.dart,
          })),
      );
    const { osha } = (await ok('officer', 'GET', `/api/insights?${twoYears}`)) as InsightsAnswer;
    expect(osha).toEqual(expect.arrayContaining(expected));
    expect(osha).toHaveLength(expected.length);
    expect(osha!.filter((r) => r.establishmentId === plantId).map((r) => r.year)).toEqual([2026]);
  });

  it("follow the establishment filter, and are not a supervisor's", async () => {
    t.setNow(NOW);
    const mine = await ok('officer', 'GET', `/api/insights?${twoYears}&establishment=${plantId}`);
    expect((mine as InsightsAnswer).osha!.map((r) => [r.establishmentId, r.year])).toEqual([[plantId, 2026]]);
    const supervisor = await ok('supervisor', 'GET', `/api/insights?${twoYears}`);
    expect((supervisor as InsightsAnswer).osha).toBeNull();
  });
});
