import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compareTokens } from '@hs/contracts';
import { currentMetrics, employeeStandingOn } from '../../../query-api/src/read-models/metrics.read-model.ts';
import { injectAs } from '../support/api-calls.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
// A zone far from UTC, so "today" visibly follows the site's TIME_ZONE and not the server's UTC date.
beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'Pacific/Auckland' });
  admin = await t.signIn('admin');
});
afterAll(async () => t.close());
afterEach(() => t.setNow(null));

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, token?: string) =>
  injectAs(t, method, url, cookie, payload, token);

const addSession = async (title: string, maxAttendees: number | null, date = '2099-03-01') => {
  const created = await call('POST', '/api/trainings', admin, {
    title,
    type: 'inperson',
    date,
    time: '09:00',
    location: 'Room 1',
    duration: '2 hours',
    maxAttendees,
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; consistencyToken: string };
};

const addEmployee = async (n: number) => {
  const created = await call('POST', '/api/admin/employees', admin, {
    firstName: `Temp${n}`,
    lastName: 'Worker',
    email: `temp${n}@ipsi.example`,
    username: `temp${n}`,
    department: n % 2 ? 'Warehouse' : 'Production',
    company: 'IPSI',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
};

describe('training enrolment', () => {
  it('never registers more people than a session has seats, even when 20 register at once: the rest wait', async () => {
    const session = await addSession('Confined Space Entry', 5);
    // The people are set up one after another: only their registrations race.
    const people: string[] = [];
    for (let i = 0; i < 20; i++) people.push(await addEmployee(i));
    const results = await Promise.all(
      people.map((userId) =>
        call('POST', '/api/trainings/enroll', admin, { trainingId: session.id, userId }),
      ),
    );
    // Every one is answered 201 (registered or waitlisted); a failure shows the statuses and details.
    expect(results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const accepted = results.filter((r) => r.json().status === 'registered');
    const waiting = results.filter((r) => r.json().status === 'waitlisted');
    expect(accepted).toHaveLength(5);
    // The other 15 wait in line, each in a place of their own.
    expect(waiting.map((r) => r.json().waitlistPosition).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    // Wait for the latest of the registrations (the one with the highest log position).
    const last = results
      .map((r) => r.json().consistencyToken as string)
      .sort(compareTokens)
      .at(-1);
    const catalogue = (await call('GET', '/api/trainings', admin, undefined, last)).json();
    expect(catalogue.find((x: { id: string }) => x.id === session.id)).toMatchObject({
      maxAttendees: 5,
      enrolledCount: 5,
      waitlistCount: 15,
      seatsLeft: 0,
    });
  });

  it('refuses a second registration of the same person with a clear message', async () => {
    const session = await addSession('Ladder Safety', 10);
    const employee = await t.signIn('employee');
    const first = await call('POST', '/api/trainings/enroll', employee, { trainingId: session.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('You have been registered for the training');
    const second = await call('POST', '/api/trainings/enroll', employee, { trainingId: session.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('You are already registered for this training.');
  });

  it('does not let an employee register someone else', async () => {
    const session = await addSession('Noise at Work', null);
    const employee = await t.signIn('employee');
    const users = (await call('GET', '/api/users', admin)).json();
    const other = users.find((u: { username: string }) => u.username === 'lwilson').id;
    const response = await call('POST', '/api/trainings/enroll', employee, {
      trainingId: session.id,
      userId: other,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists upcoming dated sessions soonest first, and a user’s own registrations', async () => {
    await addSession('Later Session', 10, '2099-12-01');
    const soon = await addSession('Sooner Session', 10, '2099-01-02');
    const employee = await t.signIn('employee');
    const enrolled = await call('POST', '/api/trainings/enroll', employee, { trainingId: soon.id });
    const upcoming = (
      await call('GET', '/api/trainings/upcoming', employee, undefined, enrolled.json().consistencyToken)
    ).json();
    const dates = upcoming.map((x: { date: string }) => x.date);
    expect(dates).toEqual([...dates].sort());
    expect(upcoming.every((x: { date: string | null }) => x.date !== null)).toBe(true);
    const me = (await call('GET', '/api/user', employee)).json();
    const mine = (
      await call(
        'GET',
        `/api/users/${me.id}/trainings`,
        employee,
        undefined,
        enrolled.json().consistencyToken,
      )
    ).json();
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ trainingId: soon.id, title: 'Sooner Session', status: 'enrolled' }),
      ]),
    );
  });
});

describe('compliance figures', () => {
  it('count employees with an overdue assigned training as not up to date, and recover when it is completed', async () => {
    const course = await addSession('Respirator Fit Test', null, '2030-05-01');
    const users = (await call('GET', '/api/users', admin)).json();
    const jamie = users.find((u: { username: string }) => u.username === 'employee').id;
    const assigned = await call('POST', '/api/admin/assign-training', admin, {
      employeeId: jamie,
      trainingId: course.id,
      dueDate: '2030-06-30',
    });
    await call('GET', '/api/metrics/current', admin, undefined, assigned.json().consistencyToken);

    const before = await employeeStandingOn(t.pool, '2030-06-30');
    const after = await employeeStandingOn(t.pool, '2030-07-01');
    expect(after.upToDateEmployees).toBe(before.upToDateEmployees - 1);
    expect(after.overdueAssignments).toBe(before.overdueAssignments + 1);

    // Completions cannot be in the future: the clock stands after the day it is recorded for.
    t.setNow('2030-07-05T00:00:00Z');
    const done = await call('POST', `/api/trainings/${course.id}/completions`, admin, {
      userId: jamie,
      completedOn: '2030-07-02',
    });
    expect(done.statusCode).toBe(200);
    await call('GET', '/api/metrics/current', admin, undefined, done.json().consistencyToken);
    expect((await employeeStandingOn(t.pool, '2030-07-03')).upToDateEmployees).toBe(before.upToDateEmployees);
    const assignments = await call(
      'GET',
      `/api/users/${jamie}/training-assignments`,
      admin,
      undefined,
      done.json().consistencyToken,
    );
    expect(assignments.json().find((a: { trainingId: string }) => a.trainingId === course.id).status).toBe(
      'completed',
    );
  });

  it('count only incidents and near misses of the current calendar month', async () => {
    // Incidents cannot be dated after today: the clock stands in the month after them.
    t.setNow('2031-06-15T00:00:00Z');
    const employee = await t.signIn('employee');
    const report = (date: string, type: 'near-miss' | 'injury') =>
      call('POST', '/api/incidents', employee, validReport({ date, type }));
    await report('2031-05-02', 'near-miss');
    await report('2031-05-30', 'injury');
    await report('2031-04-30', 'near-miss');
    const last = await report('2031-06-01', 'near-miss');
    await call('GET', '/api/incidents', employee, undefined, last.json().consistencyToken);
    const may = await currentMetrics(
      t.pool,
      'this-month',
      '2031-05-31',
      'Pacific/Auckland',
      new Date('2031-05-31T12:00:00Z'),
    );
    expect(may).toMatchObject({ incidentsCount: 2, nearMissesCount: 1 });
    expect(may.compliance.inspections).toBeNull();
    const metrics = await call('GET', '/api/metrics/current', employee);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.json()).toMatchObject({ period: 'this-month', from: '2031-06-01', to: '2031-06-15' });
    expect(Object.keys(metrics.json()).sort()).toEqual([
      'compliance',
      'from',
      'incidentsCount',
      'nearMissesCount',
      'period',
      'previous',
      'to',
    ]);
    // Compared with the same days of May: the near miss of the 2nd; the injury of the 30th is after them.
    expect(metrics.json().previous).toMatchObject({
      from: '2031-05-01',
      to: '2031-05-15',
      incidentsCount: 1,
      nearMissesCount: 1,
    });
  });
});

describe('training completions', () => {
  const addCourse = async (title: string) => {
    const created = await call('POST', '/api/trainings', admin, {
      title,
      type: 'online',
      duration: '1 hour',
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; consistencyToken: string };
  };
  const userId = async (username: string) =>
    (await call('GET', '/api/users', admin)).json().find((u: { username: string }) => u.username === username)
      .id as string;
  const complete = (trainingId: string, cookie: string, body: object) =>
    call('POST', `/api/trainings/${trainingId}/completions`, cookie, body);
  const expectRefused = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    field: string,
    before: number,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
    expect(await t.eventCount()).toBe(before);
  };

  it("give an employee who finishes an online course today's date in the site's time zone", async () => {
    const course = await addCourse('Hazard Communication (online)');
    const employee = await t.signIn('employee');
    await call('POST', '/api/trainings/enroll', employee, { trainingId: course.id });
    // 23:30 UTC on 1 March is already 2 March in Auckland.
    t.setNow('2026-03-01T23:30:00Z');
    const done = await complete(course.id, employee, {});
    expect(done.statusCode, done.body).toBe(200);
    const mine = await call(
      'GET',
      `/api/users/${await userId('employee')}/trainings`,
      employee,
      undefined,
      done.json().consistencyToken,
    );
    expect(mine.json().find((x: { trainingId: string }) => x.trainingId === course.id)).toMatchObject({
      status: 'completed',
      completedOn: '2026-03-02',
    });
  });

  it('refuse an employee backdating their own completion or completing for a colleague', async () => {
    const course = await addCourse('Ergonomics (online)');
    const employee = await t.signIn('employee');
    await call('POST', '/api/trainings/enroll', employee, { trainingId: course.id });
    await call('POST', '/api/trainings/enroll', admin, {
      trainingId: course.id,
      userId: await userId('lwilson'),
    });
    t.setNow('2026-03-10T00:00:00Z');
    const before = await t.eventCount();
    const backdated = await complete(course.id, employee, { completedOn: '2026-03-01' });
    await expectRefused(backdated, 403, 'completedOn', before);
    expect(backdated.json().detail).toBe('Only an administrator can record a completion on another day.');
    const forColleague = await complete(course.id, employee, { userId: await userId('lwilson') });
    expect(forColleague.statusCode).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it('let an administrator backdate a completion to the session day, and no earlier or later than today', async () => {
    const session = await addSession('First Aid Refresher', null, '2026-02-10');
    const jamie = await userId('employee');
    t.setNow('2026-03-10T00:00:00Z');
    const before = await t.eventCount();
    const early = await complete(session.id, admin, { userId: jamie, completedOn: '2026-02-09' });
    await expectRefused(early, 400, 'completedOn', before);
    expect(early.json().detail).toBe('The completion date cannot be before the session.');
    // Today in Auckland is 10 March (13:00); the 11th is still the future there.
    const future = await complete(session.id, admin, { userId: jamie, completedOn: '2026-03-11' });
    await expectRefused(future, 400, 'completedOn', before);
    expect(future.json().detail).toBe('The completion date cannot be in the future.');
    const onTheDay = await complete(session.id, admin, { userId: jamie, completedOn: '2026-02-10' });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('refuse a completion dated in year 0000 before it reaches any read model', async () => {
    const course = await addCourse('Fire Safety (online)');
    const before = await t.eventCount();
    const response = await complete(course.id, admin, {
      userId: await userId('employee'),
      completedOn: '0000-01-01',
    });
    await expectRefused(response, 400, 'completedOn', before);
  });
});
