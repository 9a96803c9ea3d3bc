import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRoutes,
  employeeRoutes,
  myScheduleRoutes,
  trainingMatrixRoutes,
  trainingRoutes,
  type MySchedule,
} from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// 18:00 UTC is noon in Chicago: the site's today is 2026-11-20; in December Chicago is UTC-6.
const NOW = '2026-11-20T18:00:00.000Z';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

const session = async (
  title: string,
  date: string,
  time: string | null,
  maxAttendees: number | null = null,
) =>
  (
    await ok('admin', 'POST', '/api/trainings', {
      title,
      type: 'inperson',
      date,
      time,
      location: 'Room 1, second floor',
      duration: '90 minutes',
      maxAttendees,
    })
  ).id as string;
const enrol = (user: string, trainingId: string) => ok(user, 'POST', trainingRoutes.enroll, { trainingId });
const scheduleOf = async (user: string) => {
  const answer = await call(user, 'GET', myScheduleRoutes.schedule);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as MySchedule;
};

let employeeId: string;
let mine: string, waitlisted: string, theirs: string, past: string, required: string;

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  t.setNow(NOW);
  for (const user of ['admin', 'supervisor', 'employee']) cookies[user] = await t.signIn(user);
  employeeId = (await ok('employee', 'GET', authRoutes.currentUser)).id;

  mine = await session('Scaffold Safety, Part 1; Ladders', '2026-12-10', '09:00');
  waitlisted = await session('Confined Space Entry', '2026-12-03', '13:00', 1);
  theirs = await session('Crane Signalling for Supervisors', '2026-12-11', '10:00');
  past = await session('Hearing Conservation', '2026-11-02', '08:00');
  await enrol('employee', mine);
  await enrol('supervisor', waitlisted);
  expect((await enrol('employee', waitlisted)).status).toBe('waitlisted');
  await enrol('supervisor', theirs);
  await enrol('employee', past);

  await ok('admin', 'POST', employeeRoutes.tasks, {
    employeeId,
    title: 'Walk the loading dock',
    description: 'Check the dock plates.',
    dueDate: '2026-11-27',
  });
  required = (
    await ok('admin', 'POST', '/api/trainings', {
      title: 'Lockout Tagout',
      type: 'online',
      duration: '1 hour',
    })
  ).id;
  await ok('admin', 'POST', trainingMatrixRoutes.requirements, {
    trainingId: required,
    scope: 'person',
    value: employeeId,
    graceDays: 30,
  });
});
afterAll(async () => t.close());

describe('my schedule', () => {
  it('lists the session I registered for at its site time, and where I wait for a seat', async () => {
    const schedule = await scheduleOf('employee');
    expect(schedule.today).toBe('2026-11-20');
    const sessions = schedule.items.filter((i) => i.kind === 'session');
    expect(sessions.find((s) => s.trainingId === mine)).toMatchObject({
      status: 'registered',
      date: '2026-12-10',
      time: '09:00',
      startsAt: '2026-12-10T15:00:00.000Z',
      endsAt: '2026-12-10T16:30:00.000Z',
      location: 'Room 1, second floor',
    });
    expect(sessions.find((s) => s.trainingId === waitlisted)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    // Someone else's session and my own past one are not on it.
    expect(sessions.map((s) => s.trainingId)).not.toContain(theirs);
    expect(sessions.map((s) => s.trainingId)).not.toContain(past);
    // By date: the waitlisted session on 3 December before mine on the 10th.
    const ids = sessions.map((s) => s.trainingId);
    expect(ids.indexOf(waitlisted)).toBeLessThan(ids.indexOf(mine));
  });

  it('lists my due dates: the task handed to me and the course required of me', async () => {
    const due = (await scheduleOf('employee')).items.filter((i) => i.kind === 'due');
    expect(due.find((d) => d.source === 'task' && d.title === 'Walk the loading dock')).toMatchObject({
      date: '2026-11-27',
      what: 'due',
      overdue: false,
    });
    expect(due.find((d) => d.source === 'certification' && d.sourceId === required)).toMatchObject({
      title: 'Lockout Tagout',
      what: 'due',
    });
  });

  it('is only ever the signed-in person’s own', async () => {
    const theirSchedule = await scheduleOf('supervisor');
    const sessions = theirSchedule.items.flatMap((i) => (i.kind === 'session' ? [i.trainingId] : []));
    expect(sessions).toContain(theirs);
    expect(sessions).not.toContain(mine);
    expect(theirSchedule.items.some((i) => i.title === 'Walk the loading dock')).toBe(false);
  });

  it('downloads as a calendar file with the session at its UTC times', async () => {
    const answer = await call('employee', 'GET', myScheduleRoutes.calendar);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.headers['content-disposition']).toContain('my-schedule.ics');
    const lines = answer.text.replaceAll('\r\n ', '').split('\r\n');
    const start = lines.indexOf(`UID:session-${mine}-${employeeId}@my-schedule.hs-safety`);
    expect(start).toBeGreaterThan(0);
    const event = lines.slice(start, lines.indexOf('END:VEVENT', start));
    expect(event).toContain('DTSTART:20261210T150000Z');
    expect(event).toContain('DTEND:20261210T163000Z');
    expect(event).toContain('SUMMARY:Training: Scaffold Safety\\, Part 1\\; Ladders');
    expect(lines).toContain('SUMMARY:Due: Walk the loading dock');
    expect(answer.text).not.toContain('Crane Signalling');
  });

  it('is refused without a session', async () => {
    for (const path of [myScheduleRoutes.schedule, myScheduleRoutes.calendar]) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toMatch(/problem\+json/);
    }
  });
});
