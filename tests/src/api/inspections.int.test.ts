import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSISTENCY_HEADER, type InspectionDetail, type InspectionOverview } from '@hs/contracts';
import { seedSampleInspections } from '../../../command-api/src/seed/sample-inspections.ts';
import { multipart } from '../support/multipart.ts';
import sharp from 'sharp';
import { pdfFile, pngFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let token = '';
let establishmentId = '';

type Method = 'GET' | 'POST' | 'PUT';
const call = async (
  method: Method,
  url: string,
  who: string,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who]!, [CONSISTENCY_HEADER]: token, ...headers },
    ...(payload ? { payload } : {}),
  });
  const next = response.headers[CONSISTENCY_HEADER];
  if (typeof next === 'string') token = next;
  return response;
};
const ok = async (method: Method, url: string, who: string, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

const forklift = (extra: { id: string; [field: string]: unknown }[] = []) => ({
  title: 'Forklift pre-shift check',
  category: 'vehicle',
  sections: [
    {
      title: 'Walk-around',
      questions: [
        { id: 'horn', text: 'Horn works', kind: 'yes-no', raisesFinding: true },
        { id: 'leaks', text: 'Hydraulic leaks', kind: 'yes-no', failsOn: 'yes', raisesFinding: true },
        {
          id: 'tires',
          text: 'Tire pressure',
          kind: 'number',
          min: 80,
          max: 100,
          unit: 'psi',
          raisesFinding: true,
        },
        { id: 'belt', text: 'Seat belt', kind: 'yes-no', raisesFinding: true },
        { id: 'remarks', text: 'Remarks', kind: 'text', raisesFinding: false },
        ...extra,
      ],
    },
  ],
});

let userIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'officer', 'supervisor', 'employee', 'lwilson'])
    cookies[who] = await t.signIn(who);
  const users = await ok('GET', '/api/users', 'admin');
  userIds = Object.fromEntries(users.map((u: { username: string; id: string }) => [u.username, u.id]));
  establishmentId = (
    await ok('POST', '/api/establishments', 'admin', {
      name: 'Plant 2',
      company: 'TODCO',
      streetAddress: '1200 River Rd',
      city: 'Baton Rouge',
      state: 'LA',
      zip: '70802',
      naicsCode: '213111',
      industryDescription: 'Drilling oil and gas wells',
      timeZone: 'America/Chicago',
    })
  ).id;
});
afterAll(async () => t.close());

const answer = (id: string, questionId: string, value: string | null, who = 'employee', note?: string) =>
  call('PUT', `/api/inspections/${id}/answers/${questionId}`, who, { value, ...(note ? { note } : {}) });

/** Completing is signing off: the signed-in user attests. */
const signOff = { attested: true };
const complete = (id: string, who = 'employee') =>
  ok('POST', `/api/inspections/${id}/complete`, who, signOff);

/** The employee answers every forklift question so that each passes or is not applicable. */
const answerAllPassing = async (id: string) => {
  for (const q of ['horn', 'leaks', 'tires', 'belt', 'remarks'])
    await answer(id, q, q === 'tires' ? '90' : q === 'leaks' ? 'no' : q === 'remarks' ? null : 'yes');
};

/** A new forklift template checked daily by the demo employee from `startsOn`; its schedule's id. */
const dailyForkliftSchedule = async (startsOn: string, area?: string): Promise<string> => {
  const templateId = (await ok('POST', '/api/inspection-templates', 'officer', forklift())).id;
  // Without an area the key is left out: JSON drops undefined.
  const schedule = {
    templateId,
    establishmentId,
    area,
    frequency: 'daily',
    assigneeId: userIds.employee,
    startsOn,
  };
  return (await ok('POST', '/api/inspection-schedules', 'officer', schedule)).id;
};

describe('an inspection done question by question', () => {
  let templateId = '';
  let inspectionId = '';

  it('starts on version 1 and completes on version 1 after the template changed', async () => {
    templateId = (await ok('POST', '/api/inspection-templates', 'officer', forklift())).id;
    inspectionId = (
      await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId, area: 'Dock 3' })
    ).id;
    // Version 2 drops the seat belt and asks about the lights.
    const v2 = forklift([{ id: 'lights', text: 'Lights work', kind: 'yes-no', raisesFinding: true }]);
    v2.sections[0]!.questions = v2.sections[0]!.questions.filter((q) => q.id !== 'belt');
    await ok('PUT', `/api/inspection-templates/${templateId}`, 'officer', v2);
    expect((await ok('GET', `/api/inspection-templates/${templateId}`, 'employee')).version).toBe(2);

    for (const [questionId, value] of [
      ['horn', 'yes'],
      ['leaks', 'no'],
      ['tires', '92'],
      ['belt', null],
      ['remarks', 'Fine'],
    ] as const)
      expect((await answer(inspectionId, questionId, value)).statusCode).toBe(200);
    expect((await answer(inspectionId, 'lights', 'yes')).statusCode).toBe(400);
    await complete(inspectionId);
    const detail: InspectionDetail = await ok('GET', `/api/inspections/${inspectionId}`, 'employee');
    expect(detail).toMatchObject({
      templateVersion: 1,
      status: 'completed',
      score: 100,
      passed: 4,
      applicable: 4,
    });
    expect(detail.sections[0]!.questions.map((q) => q.id)).toContain('belt');

    const next = (await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId })).id;
    const second: InspectionDetail = await ok('GET', `/api/inspections/${next}`, 'employee');
    expect(second.templateVersion).toBe(2);
    expect(second.sections[0]!.questions.map((q) => q.id)).toContain('lights');
  });

  it('scores N/A as not applicable, a number out of range as failed, and one failing answer as exactly one finding', async () => {
    const id = (await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId })).id;
    await answer(id, 'horn', 'no', 'employee', 'No sound at all');
    await answer(id, 'horn', 'no', 'employee', 'No sound at all, reported to maintenance');
    await answer(id, 'leaks', null);
    await answer(id, 'tires', '120');
    await answer(id, 'lights', 'yes');
    await answer(id, 'remarks', null);
    const pdf = multipart([
      { name: 'file', fileName: 'horn.pdf', content: pdfFile(), contentType: 'application/pdf' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/${id}/answers/horn/photos`,
      headers: { cookie: cookies.employee!, ...pdf.headers },
      payload: pdf.payload,
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([
      415,
      'Only JPG and PNG photos are accepted',
    ]);
    const photo = multipart([
      { name: 'file', fileName: 'horn.png', content: pngFile(), contentType: 'image/png' },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/${id}/answers/horn/photos`,
      headers: { cookie: cookies.employee!, ...photo.headers },
      payload: photo.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    token = sent.json().consistencyToken;
    await complete(id);

    const detail: InspectionDetail = await ok('GET', `/api/inspections/${id}`, 'employee');
    // Applicable: horn (fails), tires (120 > 100 fails), lights (passes); leaks and remarks N/A.
    expect(detail).toMatchObject({ applicable: 3, passed: 1, score: 33.3, findings: 2 });
    const { findings } = await ok('GET', `/api/inspections/${id}/findings`, 'employee');
    expect(findings.filter((f: { findingId: string }) => f.findingId === 'horn')).toEqual([
      expect.objectContaining({ answer: 'no', note: 'No sound at all, reported to maintenance' }),
    ]);
    const photoUrl = detail.answers.find((a) => a.questionId === 'horn')!.photos[0]!.url;
    const image = await call('GET', photoUrl, 'employee');
    // Stored as a PNG written again without metadata (docs/architecture.md, "Files").
    expect([
      image.statusCode,
      image.headers['content-type'],
      (await sharp(image.rawPayload).metadata()).format,
    ]).toEqual([200, 'image/png', 'png']);

    // Completed means immutable; a correction with a reason recomputes and keeps the history.
    expect((await answer(id, 'tires', '90')).statusCode).toBe(409);
    await ok('POST', `/api/inspections/${id}/corrections`, 'officer', {
      questionId: 'tires',
      value: '90',
      reason: 'Gauge misread',
    });
    const corrected: InspectionDetail = await ok('GET', `/api/inspections/${id}`, 'officer');
    expect(corrected).toMatchObject({ passed: 2, applicable: 3, score: 66.7, findings: 1 });
    expect(corrected.corrections).toEqual([
      expect.objectContaining({ previousValue: '120', value: '90', reason: 'Gauge misread' }),
    ]);
  });

  it("refuses a stranger: another employee cannot answer or see someone else's inspection", async () => {
    const id = (await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId })).id;
    const stranger = await answer(id, 'horn', 'yes', 'lwilson');
    expect([stranger.statusCode, stranger.headers['content-type']]).toEqual([
      403,
      'application/problem+json; charset=utf-8',
    ]);
    expect((await call('POST', `/api/inspections/${id}/complete`, 'lwilson', signOff)).statusCode).toBe(403);
    expect((await call('GET', `/api/inspections/${id}`, 'lwilson')).statusCode).toBe(404);
    // The demo supervisor runs the employee's department; the safety team sees everything.
    expect((await answer(id, 'horn', 'yes', 'supervisor')).statusCode).toBe(200);
    expect((await call('GET', `/api/inspections/${id}`, 'officer')).statusCode).toBe(200);
  });

  it('refuses a template whose failing choice is not a choice, naming the field, and records nothing', async () => {
    const before = await t.eventCount();
    const refused = await call('POST', '/api/inspection-templates', 'officer', {
      ...forklift(),
      sections: [
        {
          title: 'A',
          questions: [
            {
              text: 'Forks',
              kind: 'choice',
              choices: ['Good', 'Worn'],
              failingChoices: ['Bent'],
              raisesFinding: true,
            },
          ],
        },
      ],
    });
    expect([
      refused.statusCode,
      refused.json().errors?.[0]?.field ?? refused.json().fields?.[0]?.field,
    ]).toEqual([400, 'sections']);
    expect(await t.eventCount()).toBe(before);
  });
});

describe('demo data', () => {
  it('seeds three templates and their schedules once, however often the app starts', async () => {
    await ok('POST', '/api/establishments', 'admin', {
      name: 'Plant 1',
      company: 'IPSI',
      streetAddress: '4800 Industrial Blvd',
      city: 'Houston',
      state: 'TX',
      zip: '77029',
      naicsCode: '325110',
      industryDescription: 'Petrochemical manufacturing',
      timeZone: 'America/Chicago',
    });
    const before = await ok('GET', '/api/inspection-templates', 'officer');
    await seedSampleInspections(t.store);
    const seeded = await t.eventCount();
    await seedSampleInspections(t.store);
    expect(await t.eventCount()).toBe(seeded);
    // The seed writes past the API: wait for the projections by the last event's position.
    const { rows } = await t.pool.query<{ tx: string; gp: string }>(
      'SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events ORDER BY global_position DESC LIMIT 1',
    );
    token = `${rows[0]!.tx}:${rows[0]!.gp}`;
    const titles = (await ok('GET', '/api/inspection-templates', 'officer')).templates.map(
      (x: { title: string }) => x.title,
    );
    expect(titles.length - before.templates.length).toBe(3);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Monthly workplace walk-through',
        'Forklift pre-shift check',
        'Fire extinguisher monthly check',
      ]),
    );
    const { schedules } = await ok('GET', '/api/inspection-schedules', 'officer');
    expect(schedules.filter((x: { area: string | null }) => x.area === 'Warehouse dock')).toEqual([
      expect.objectContaining({
        templateTitle: 'Forklift pre-shift check',
        frequency: 'daily',
        assigneeName: expect.any(String),
      }),
    ]);
  });
});

describe('the API document', () => {
  it('lists the inspection routes with their bodies, like every other route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/inspection-templates',
        '/api/inspection-schedules',
        '/api/inspections',
        '/api/inspections/{id}/answers/{questionId}',
        '/api/inspections/{id}/findings',
      ]),
    );
    expect(document.paths['/api/inspections'].post.requestBody).toBeDefined();
  });
});

describe('scheduled inspections, overdue and the figures', () => {
  let scheduleId = '';
  const at = (instant: string) => t.setNow(instant);

  it("a daily check becomes overdue at midnight in the establishment's time zone", async () => {
    at('2026-03-02T15:00:00Z');
    scheduleId = await dailyForkliftSchedule('2026-03-02', 'Dock');
    // 23:59 on 2 March in Chicago.
    at('2026-03-03T05:59:00Z');
    const before: InspectionOverview = await ok('GET', '/api/inspections', 'employee');
    expect(before.due.map((d) => [d.periodStart, d.overdue])).toEqual([['2026-03-02', false]]);
    at('2026-03-03T06:00:00Z');
    const after: InspectionOverview = await ok('GET', '/api/inspections', 'employee');
    expect(after.due.map((d) => [d.periodStart, d.overdue])).toEqual([
      ['2026-03-02', true],
      ['2026-03-03', false],
    ]);
    // Not the stranger's work.
    expect((await ok('GET', '/api/inspections', 'lwilson')).due).toEqual([]);
    const myWork = await ok('GET', '/api/my-work', 'employee');
    expect(myWork.items.filter((i: { kind: string }) => i.kind === 'inspection')).toHaveLength(2);
  });

  it('dashboard and compliance figures equal the on-time and due counts of the records made here', async () => {
    const done: { periodStart: string; completedOn: string }[] = [];
    const doOccurrence = async (periodStart: string, instant: string) => {
      at(instant);
      const started = await call('POST', '/api/inspections', 'employee', { scheduleId, periodStart });
      expect(started.statusCode, started.body).toBe(201);
      const again = await call('POST', '/api/inspections', 'employee', { scheduleId, periodStart });
      expect([again.statusCode, again.json().id]).toEqual([200, started.json().id]);
      const id = started.json().id;
      await answerAllPassing(id);
      await complete(id);
      done.push({
        periodStart,
        completedOn: (await ok('GET', `/api/inspections/${id}`, 'employee')).completedOn,
      });
    };
    await doOccurrence('2026-03-02', '2026-03-02T20:00:00Z');
    await doOccurrence('2026-03-03', '2026-03-04T15:00:00Z');
    await doOccurrence('2026-03-04', '2026-03-04T16:00:00Z');
    at('2026-03-05T15:00:00Z');
    // Periods 2 to 4 March have ended; 5 March is still open and not done, so it is not due yet.
    const ended = ['2026-03-02', '2026-03-03', '2026-03-04'];
    const onTime = done.filter((d) => ended.includes(d.periodStart) && d.completedOn <= d.periodStart).length;
    const metrics = await ok('GET', '/api/metrics/current?period=this-month', 'employee');
    expect(metrics.compliance.inspections).toMatchObject({ completed: onTime, total: ended.length });
    expect([onTime, ended.length]).toEqual([2, 3]);
    const summary = await ok('GET', '/api/compliance/summary', 'employee');
    expect(summary.compliance.inspections).toEqual(metrics.compliance.inspections);
    t.setNow(null);
  });
});

describe('changing and cancelling a schedule', () => {
  it('a change moves the work to another assignee; a cancelled schedule has no more due periods', async () => {
    t.setNow('2026-05-04T15:00:00Z');
    const scheduleId = await dailyForkliftSchedule('2026-05-04');
    const dueOf = async (who: string) =>
      ((await ok('GET', '/api/inspections', who)) as InspectionOverview).due.filter(
        (d) => d.scheduleId === scheduleId,
      );
    expect(await dueOf('employee')).toHaveLength(1);

    // Only the safety team changes schedules, and bad input names its field.
    const byEmployee = await call('PUT', `/api/inspection-schedules/${scheduleId}`, 'employee', {
      frequency: 'weekly',
      assigneeId: userIds.lwilson,
    });
    expect(byEmployee.statusCode).toBe(403);
    const bad = await call('PUT', `/api/inspection-schedules/${scheduleId}`, 'officer', {
      frequency: 'hourly',
      assigneeId: userIds.lwilson,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('frequency');
    expect(await dueOf('employee')).toHaveLength(1);

    await ok('PUT', `/api/inspection-schedules/${scheduleId}`, 'officer', {
      frequency: 'weekly',
      assigneeId: userIds.lwilson,
      area: 'Dock 9',
    });
    expect(await dueOf('employee')).toEqual([]);
    expect((await dueOf('lwilson')).map((d) => d.periodStart)).toEqual(['2026-05-04']);
    const listed = (await ok('GET', '/api/inspection-schedules', 'officer')).schedules.find(
      (s: { id: string }) => s.id === scheduleId,
    );
    expect([listed.frequency, listed.assigneeId, listed.area]).toEqual(['weekly', userIds.lwilson, 'Dock 9']);

    const noReason = await call('POST', `/api/inspection-schedules/${scheduleId}/cancel`, 'officer', {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    await ok('POST', `/api/inspection-schedules/${scheduleId}/cancel`, 'officer', {
      reason: 'Forklift sold',
    });
    expect(await dueOf('lwilson')).toEqual([]);
    // Weeks later nothing of it is due or overdue, and it is gone from the list.
    t.setNow('2026-06-01T15:00:00Z');
    expect(await dueOf('lwilson')).toEqual([]);
    expect(await dueOf('officer')).toEqual([]);
    const after = await ok('GET', '/api/inspection-schedules', 'officer');
    expect(after.schedules.map((s: { id: string }) => s.id)).not.toContain(scheduleId);
    // It stays on record with the day it stopped and why.
    expect(after.cancelled.find((s: { id: string }) => s.id === scheduleId)).toMatchObject({
      templateTitle: 'Forklift pre-shift check',
      cancelledOn: '2026-05-04',
      cancelReason: 'Forklift sold',
    });
    const again = await call('POST', `/api/inspection-schedules/${scheduleId}/cancel`, 'officer', {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const unknown = await call('POST', `/api/inspection-schedules/${crypto.randomUUID()}/cancel`, 'officer', {
      reason: 'No such',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a schedule whose frequency changes', () => {
  it('keeps the periods that ended before the change as they were due and counted', async () => {
    t.setNow('2026-07-01T12:00:00Z');
    // Only this schedule runs in July, so the month's figures are its own.
    for (const other of (await ok('GET', '/api/inspection-schedules', 'officer')).schedules)
      await ok('POST', `/api/inspection-schedules/${other.id}/cancel`, 'officer', { reason: 'Replaced' });
    // The latest cancelled come first: the one sold in May is now last.
    const { cancelled } = await ok('GET', '/api/inspection-schedules', 'officer');
    expect(cancelled.map((s: { cancelReason: string }) => s.cancelReason).slice(-2)).toEqual([
      'Replaced',
      'Forklift sold',
    ]);
    const scheduleId = await dailyForkliftSchedule('2026-07-01');
    const doneFirstDay = (
      await ok('POST', '/api/inspections', 'employee', { scheduleId, periodStart: '2026-07-01' })
    ).id;
    await answerAllPassing(doneFirstDay);
    t.setNow('2026-07-01T20:00:00Z');
    await complete(doneFirstDay);

    // 2 July is missed; on 3 July (Chicago) the check becomes monthly.
    t.setNow('2026-07-03T15:00:00Z');
    await ok('PUT', `/api/inspection-schedules/${scheduleId}`, 'officer', {
      frequency: 'monthly',
      assigneeId: userIds.employee,
    });
    const due = ((await ok('GET', '/api/inspections', 'employee')) as InspectionOverview).due.filter(
      (d) => d.scheduleId === scheduleId,
    );
    expect(due.map((d) => [d.frequency, d.periodStart, d.periodEnd, d.overdue])).toEqual([
      ['daily', '2026-07-02', '2026-07-02', true],
      ['monthly', '2026-07-01', '2026-07-31', false],
    ]);
    // The missed day still counts against the month; the monthly period has not ended yet.
    const metrics = await ok('GET', '/api/metrics/current?period=this-month', 'employee');
    expect(metrics.compliance.inspections).toMatchObject({ completed: 1, total: 2 });

    // July's monthly check is a new inspection, not the daily one done on the 1st; the missed day
    // can still be done late.
    const monthly = await call('POST', '/api/inspections', 'employee', {
      scheduleId,
      periodStart: '2026-07-01',
    });
    expect(monthly.statusCode, monthly.body).toBe(201);
    expect(monthly.json().id).not.toBe(doneFirstDay);
    const late = await call('POST', '/api/inspections', 'employee', {
      scheduleId,
      periodStart: '2026-07-02',
      periodEnd: '2026-07-02',
    });
    expect(late.statusCode, late.body).toBe(201);
    const notAPeriod = await call('POST', '/api/inspections', 'employee', {
      scheduleId,
      periodStart: '2026-07-04',
    });
    expect(notAPeriod.statusCode).toBe(400);
    t.setNow(null);
  });
});

describe('signing off a completed inspection', () => {
  it('refuses to complete without the attestation, naming the field; completed, it records who signed and when', async () => {
    t.setNow('2026-08-03T14:30:00Z');
    const templateId = (await ok('POST', '/api/inspection-templates', 'officer', forklift())).id;
    const id = (await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId })).id;
    await answer(id, 'horn', 'no', 'employee', 'No sound');
    await answer(id, 'leaks', 'yes');
    await answer(id, 'tires', '90');
    await answer(id, 'belt', 'yes');
    await answer(id, 'remarks', null);

    const before = await t.eventCount();
    for (const body of [undefined, {}, { attested: false }]) {
      const refused = await call('POST', `/api/inspections/${id}/complete`, 'employee', body);
      expect(refused.statusCode).toBe(400);
      if (body) expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain('attested');
    }
    expect(await t.eventCount()).toBe(before);

    await complete(id);
    const me = await ok('GET', '/api/user', 'employee');
    const detail: InspectionDetail = await ok('GET', `/api/inspections/${id}`, 'employee');
    expect(detail.signOff).toEqual({
      name: `${me.firstName} ${me.lastName}`,
      signedAt: '2026-08-03T14:30:00.000Z',
      attestation: expect.stringContaining('true record'),
    });
    expect(detail.completedAt).toBe('2026-08-03T14:30:00.000Z');
    // Each failing answer is marked as such: "Yes" fails the leak check, "No" the horn.
    const fails = Object.fromEntries(detail.answers.map((a) => [a.questionId, a.fails]));
    expect(fails).toEqual({ horn: true, leaks: true, tires: false, belt: false, remarks: false });
    t.setNow(null);
  });
});

describe('an ad hoc start of a template that is due there', () => {
  it('fulfils the due one: the start says so, and once completed it is no longer due and counts', async () => {
    t.setNow('2026-09-01T12:00:00Z');
    // Only this schedule runs in September, so the month's figures are its own.
    for (const other of (await ok('GET', '/api/inspection-schedules', 'officer')).schedules)
      await ok('POST', `/api/inspection-schedules/${other.id}/cancel`, 'officer', { reason: 'Replaced' });
    const scheduleId = await dailyForkliftSchedule('2026-09-01', 'Dock');
    const { templateId } = (await ok('GET', '/api/inspection-schedules', 'officer')).schedules.find(
      (s: { id: string }) => s.id === scheduleId,
    );
    const dueOf = async () =>
      ((await ok('GET', '/api/inspections', 'employee')) as InspectionOverview).due.filter(
        (d) => d.scheduleId === scheduleId,
      );
    expect((await dueOf()).map((d) => [d.periodStart, d.inspectionId])).toEqual([['2026-09-01', null]]);

    const started = await call('POST', '/api/inspections', 'employee', { templateId, establishmentId });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().fulfils).toEqual({
      scheduleId,
      periodStart: '2026-09-01',
      periodEnd: '2026-09-01',
    });
    const id = started.json().id;
    // It is the due one: the due list resumes it, and starting the period names the same inspection.
    expect((await dueOf()).map((d) => d.inspectionId)).toEqual([id]);
    const again = await call('POST', '/api/inspections', 'employee', {
      scheduleId,
      periodStart: '2026-09-01',
    });
    expect([again.statusCode, again.json().id]).toEqual([200, id]);
    const detail: InspectionDetail = await ok('GET', `/api/inspections/${id}`, 'employee');
    expect([detail.periodStart, detail.periodEnd, detail.area]).toEqual(['2026-09-01', '2026-09-01', 'Dock']);

    // Someone who may not do the schedule starts an ordinary ad hoc inspection.
    const stranger = await call('POST', '/api/inspections', 'lwilson', { templateId, establishmentId });
    expect([stranger.statusCode, stranger.json().fulfils]).toEqual([201, null]);
    expect(stranger.json().id).not.toBe(id);

    await answerAllPassing(id);
    t.setNow('2026-09-01T20:00:00Z');
    await complete(id);
    expect(await dueOf()).toEqual([]);
    t.setNow('2026-09-02T15:00:00Z');
    // 1 September is done on time and counted; 2 September is open and not yet due.
    const metrics = await ok('GET', '/api/metrics/current?period=this-month', 'employee');
    expect(metrics.compliance.inspections).toMatchObject({ completed: 1, total: 1 });
    // With the period done, the next ad hoc start of the day after is the next due one.
    const next = await ok('POST', '/api/inspections', 'employee', { templateId, establishmentId });
    expect(next.fulfils).toEqual({ scheduleId, periodStart: '2026-09-02', periodEnd: '2026-09-02' });
    t.setNow(null);
  });
});
