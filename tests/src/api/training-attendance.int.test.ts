import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trainingMatrixRoutes,
  trainingRoutes,
  type AttendanceSheet,
  type TrainingMatrix,
} from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Chicago is UTC-6 in December: the session starts at 15:00 UTC.
const SESSION_DAY = '2026-12-01';
const BEFORE_START = '2026-12-01T14:59:00.000Z';
const AFTER_START = '2026-12-01T15:30:00.000Z';
const DEPARTMENT = 'Yard';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  t.setNow('2026-11-20T18:00:00.000Z');
  for (const user of ['admin', 'officer', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

const hire = async (username: string) =>
  (
    await ok('admin', 'POST', '/api/admin/employees', {
      firstName: username,
      lastName: 'Yard',
      email: `${username}@ipsi.example`,
      username,
      department: DEPARTMENT,
      position: 'Forklift Operator',
      company: 'IPSI',
    })
  ).id as string;
const addCourse = async (type: 'inperson' | 'online') =>
  (
    await ok('admin', 'POST', '/api/trainings', {
      title: type === 'inperson' ? 'Forklift Evaluation' : 'Forklift Theory',
      type,
      date: SESSION_DAY,
      time: '09:00',
      location: 'Yard 3',
      duration: '2 hours',
    })
  ).id as string;
const mark = (user: string, trainingId: string, attendance: { userId: string; present: boolean }[]) =>
  call(user, 'PUT', trainingRoutes.attendance(trainingId), { attendance });
const sheetOf = async (trainingId: string) =>
  (await ok('officer', 'GET', trainingRoutes.attendance(trainingId))) as AttendanceSheet;

describe('the attendance sheet of an in-person session', () => {
  let session: string, ana: string, ben: string, cal: string, dee: string;

  beforeAll(async () => {
    [ana, ben, cal, dee] = [
      await hire('ana.yard'),
      await hire('ben.yard'),
      await hire('cal.yard'),
      await hire('dee.yard'),
    ];
    session = await addCourse('inperson');
    await ok('admin', 'POST', trainingMatrixRoutes.requirements, {
      trainingId: session,
      scope: 'position',
      value: 'Forklift Operator',
      graceDays: 0,
    });
    for (const person of [ana, ben, cal])
      await ok('admin', 'POST', trainingRoutes.enroll, { trainingId: session, userId: person });
  });

  it('cannot be marked before the session starts: 409 with the reason, nothing recorded', async () => {
    t.setNow(BEFORE_START);
    const before = await t.eventCount();
    const refused = await mark('officer', session, [{ userId: ana, present: true }]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: 'Session not started',
      errors: [{ field: 'trainingId', reason: expect.stringContaining('has not started yet') }],
    });
    expect(await t.eventCount()).toBe(before);
    expect((await sheetOf(session)).started).toBe(false);
  });

  it('records completions for the two present and an absence for the third', async () => {
    t.setNow(AFTER_START);
    const marked = await mark('officer', session, [
      { userId: ana, present: true },
      { userId: ben, present: true },
      { userId: cal, present: false },
    ]);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const sheet = await sheetOf(session);
    expect(sheet.started).toBe(true);
    const statuses = Object.fromEntries(sheet.attendees.map((a) => [a.userId, a.status]));
    expect(statuses).toEqual({ [ana]: 'present', [ben]: 'present', [cal]: 'absent' });

    for (const person of [ana, ben]) {
      const mine = (await ok('admin', 'GET', trainingRoutes.userTrainings(person))) as {
        trainingId: string;
        status: string;
        completedOn: string | null;
      }[];
      expect(mine.find((x) => x.trainingId === session)).toMatchObject({
        status: 'completed',
        completedOn: SESSION_DAY,
      });
    }

    const matrix = (await ok(
      'admin',
      'GET',
      `${trainingMatrixRoutes.matrix}?department=${DEPARTMENT}`,
    )) as TrainingMatrix;
    const column = matrix.courses.findIndex((c) => c.id === session);
    const cell = (userId: string) => matrix.people.find((p) => p.id === userId)!.cells[column];
    expect(cell(ana)).toMatchObject({ state: 'held', completedOn: SESSION_DAY });
    expect(cell(ben)).toMatchObject({ state: 'held', completedOn: SESSION_DAY });
    expect(cell(cal)).toMatchObject({ state: 'missing' });
  });

  it('refuses someone not registered, naming the line, and records nothing of the sheet', async () => {
    const before = await t.eventCount();
    const refused = await mark('officer', session, [
      { userId: ana, present: true },
      { userId: cal, present: true },
      { userId: dee, present: true },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'attendance.2.userId', reason: expect.stringContaining('registered for this session') },
    ]);
    expect(await t.eventCount()).toBe(before);
  });

  it('lets an absence be corrected to present', async () => {
    expect((await mark('admin', session, [{ userId: cal, present: true }])).status).toBe(200);
    const sheet = await sheetOf(session);
    expect(sheet.attendees.find((a) => a.userId === cal)).toMatchObject({
      status: 'present',
      completedOn: SESSION_DAY,
    });
  });

  it('is refused to an employee, for marking and for reading', async () => {
    expect((await mark('employee', session, [{ userId: ana, present: false }])).status).toBe(403);
    expect((await call('employee', 'GET', trainingRoutes.attendance(session))).status).toBe(403);
  });

  it('does not exist for an online course: refused with the reason', async () => {
    const online = await addCourse('online');
    await ok('admin', 'POST', trainingRoutes.enroll, { trainingId: online, userId: dee });
    const refused = await mark('officer', online, [{ userId: dee, present: true }]);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('Only in-person sessions with a date have an attendance sheet');
    expect((await sheetOf(online)).hasSheet).toBe(false);
  });
});
